import { createCookie, data, redirect, type RouterContextProvider } from 'react-router';
import { requireRegistered } from '~/features/auth/auth-loader.server';
import { userMessageOf } from '~/lib/errors';
import type { z } from 'zod';
import { parseAccountForm, type FormAnswer } from './account-form';
import type { AccountLoaderData, ActionAnswer } from './components/account-page';
import { UNEXPECTED_FAILURE } from '../../../shared/errors';


// A change made on one page and reported on the next (an address added, then the address book):
// the action sets it, the next page's loader reads it once and clears it. Works without JavaScript.
const noticeCookie = createCookie('iy_account_notice', { httpOnly: true, sameSite: 'lax', path: '/account', maxAge: 60 });

/** Redirects to `to` (303, after a form post), where `notice` is shown once. */
export async function redirectWithNotice(to: string, notice: string): Promise<Response> {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await noticeCookie.serialize(notice) } });
}

async function takeNotice(request: Request): Promise<string | null> {
  const value: unknown = await noticeCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : null;
}

/**
 * An account page's loader: signed-out visitors get the server's 303 to sign in and back, guests
 * the account offer; customers (and staff acting as one) get `load`'s data, read as themselves.
 */
export async function loadAccountPage<T>(context: Readonly<RouterContextProvider>, request: Request, load: () => Promise<T>) {
  const { registered } = requireRegistered(context, request);
  if (!registered) return data<AccountLoaderData<T>>({ guest: true, page: null, notice: null });
  const [page, notice] = await Promise.all([load(), takeNotice(request)]);
  const headers = notice ? { 'Set-Cookie': await noticeCookie.serialize('', { maxAge: 0 }) } : undefined;
  return data<AccountLoaderData<T>>({ guest: false, page, notice }, { headers });
}

/** Runs a change; a refusal (or failure) comes back as `{ ok: false, error }` to show beside the form. */
export async function attempt(run: () => Promise<unknown>, notice: string, fallback: string): Promise<ActionAnswer> {
  try {
    await run();
    return { ok: true, notice };
  } catch (err) {
    const text = userMessageOf(err);
    return { ok: false, error: text === UNEXPECTED_FAILURE ? fallback : text };
  }
}

/** An action for a customer only: signed-out posts go to sign in, guests get a refusal. */
export function requireCustomer(context: Readonly<RouterContextProvider>, request: Request): void {
  const { registered } = requireRegistered(context, request);
  if (!registered) throw data({ ok: false, error: 'Create an account to use this page.' }, { status: 403 });
}

/**
 * A form's change: parses the posted form with the shared schema, makes the change, and goes to
 * `back` with `done` shown there; the schema's errors or the server's refusal come back for the form.
 */
export async function saveForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  change: (value: z.output<Schema>) => Promise<unknown>,
  texts: { back: string; done: string; failure: string },
): Promise<FormAnswer | Response> {
  const submission = parseAccountForm(formData, schema);
  if (submission.status !== 'success') return { result: submission.reply() };
  const answer = await attempt(() => change(submission.value), texts.done, texts.failure);
  if (answer.ok) return redirectWithNotice(texts.back, answer.notice);
  return { result: submission.reply({ formErrors: [answer.error] }) };
}

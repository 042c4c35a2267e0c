import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import type { ExtendedReturnDraft } from '../api/orders-extended-return.server';
import { EXTENDED_RETURN_TEXTS } from '../../../../shared/extended-return';
import { formatDate } from './orders-parts';
import { Button, buttonClass } from '~/components/button';

export const EXTENDED_RETURN_STEPS = [
  { path: '/extreturn', label: 'Find your order' },
  { path: '/extreturn1', label: 'Choose parts' },
  { path: '/extreturns', label: 'Reason and photos' },
  { path: '/extreturns2', label: 'Review and submit' },
] as const;

export type ExtendedReturnStep = (typeof EXTENDED_RETURN_STEPS)[number]['path'];

/** Page titles: the step's name, so a screen reader and the tab strip both say where one is. */
export function stepTitle(step: ExtendedReturnStep): string {
  return `Register a return: ${EXTENDED_RETURN_STEPS.find((s) => s.path === step)!.label.toLowerCase()}`;
}

/** The frame of every step: heading, a progress list (steps done are links back), and the step's content. */
export function ExtendedReturnLayout({ step, draft, children }: { step: ExtendedReturnStep; draft?: ExtendedReturnDraft | null; children: ReactNode }) {
  const current = EXTENDED_RETURN_STEPS.findIndex((s) => s.path === step);
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/help/returnsandrefunds" className="text-blue-800 underline">
          Returns and refunds
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">Register a return</h1>
      <ol aria-label="Steps" className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {EXTENDED_RETURN_STEPS.map((s, n) => {
          // Without a registration under way nothing is done yet, whichever step was opened.
          const state = n < current && draft ? 'done' : n === current ? 'current' : 'todo';
          const label = (
            <>
              <span className="font-bold">{n + 1}.</span> {s.label}
              {state === 'done' && <span className="sr-only"> (done)</span>}
            </>
          );
          return (
            <li
              key={s.path}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`rounded-md border px-3 py-2 ${state === 'current' ? 'border-ink-900 bg-brand-100 font-semibold' : state === 'done' ? 'border-gray-300' : 'border-gray-200 text-ink-700'}`}
            >
              {state === 'done' && !draft?.submittedReturn ? (
                <Link to={s.path} className="underline">
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
      {draft && !draft.submittedReturn && (
        <p className="mt-4 text-sm text-ink-700">
          Order <span className="font-semibold text-ink-900">{draft.orderNumber}</span>, placed {formatDate(draft.orderPlacedOnUtc)}.
          {draft.outsideReturnWindow && draft.returnWindowEndsUtc && <> The return window ended on {formatDate(draft.returnWindowEndsUtc)}: our returns team decides on late returns case by case.</>}
        </p>
      )}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A refusal or failure of the whole form, announced and placed above it. */
export function FormAlert({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** True while this page's form is being sent (the buttons say so and stay disabled). */
export function useSubmitting(): { busy: boolean; intent: string | null } {
  const nav = useNavigation();
  const busy = nav.state === 'submitting' || (nav.state === 'loading' && nav.formMethod !== undefined);
  return { busy, intent: busy ? ((nav.formData?.get('intent') as string | null) ?? null) : null };
}

/** A step opened without a registration under way (never started, or it lapsed after a day). */
export function NoDraft({ step }: { step: ExtendedReturnStep }) {
  return (
    <ExtendedReturnLayout step={step}>
      <div className="space-y-4">
        <p role="status">{EXTENDED_RETURN_TEXTS.expired}</p>
        <Link to="/extreturn" className={buttonClass({ variant: 'primary', size: 'fit' })}>
          Find your order
        </Link>
      </div>
    </ExtendedReturnLayout>
  );
}

/**
 * A step's buttons: the way on comes first, so Enter in a field goes on, and Back is shown on its
 * left. Back skips the browser's checks: it saves what is valid and goes back either way.
 */
export function StepButtons({ next, nextIntent = 'continue', busy, saving, savingText = 'Saving…' }: { next: string; nextIntent?: string; busy: boolean; saving: boolean; savingText?: string }) {
  return (
    <div className="flex flex-row-reverse flex-wrap justify-end gap-3">
      <Button variant="primary" size="fit" type="submit" name="intent" value={nextIntent} disabled={busy}>
        {busy && saving ? savingText : next}
      </Button>
      <Button variant="outline" size="fit" type="submit" name="intent" value="back" formNoValidate disabled={busy}>
        Back
      </Button>
    </div>
  );
}

import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { useNavigation } from 'react-router';
import type { z } from 'zod';

/** Parses a posted form with the shared schema, as the browser checked it before posting. */
export function parseAccountForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** What an account form's action answers when the form stays on screen: its fields' errors and values. */
export type FormAnswer = { result: SubmissionResult<string[]> };

/**
 * A form the page's action receives (a `<Form method="post">`): Conform checks it with the shared
 * schema in the browser first (errors after the first submit, then on every input; focus on the
 * first invalid field) and lets a valid form post. The action parses it with the same schema;
 * `lastResult` is its answer, so the server's errors show beside their fields, with or without JavaScript.
 */
export function useActionForm<Value extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  opts: { defaultValue?: DefaultValue<Value>; lastResult?: SubmissionResult<string[]> | null },
) {
  return useForm<Value, z.output<Schema>>({
    defaultValue: opts.defaultValue,
    lastResult: opts.lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseAccountForm(formData, schema),
  });
}

/** Whether this page's form is being posted (a "Saving…" button). */
export function useSubmitting(): boolean {
  return useNavigation().state === 'submitting';
}

/** Where a refusal shows: beside the field it names (one the form has), else above the buttons. */
export function refusalErrors(err: unknown, fieldNames: readonly string[], fallback: string): { fieldErrors: Record<string, string[]> } | { formErrors: string[] } {
  const message = err instanceof Error && err.message ? err.message : fallback;
  const field = (err as { field?: unknown } | null)?.field;
  if (typeof field === 'string' && fieldNames.includes(field)) return { fieldErrors: { [field]: [message] } };
  return { formErrors: [message] };
}

/**
 * A form whose change the browser sends itself (e-mail and password go to the token service):
 * checked with the shared schema like an action's form, then `send` runs with the valid values. A
 * refusal shows beside the field the server names, else as the form's error; every submit, valid
 * or not, replaces all the errors of the one before.
 */
export function useSentForm<Value extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  opts: { defaultValue?: DefaultValue<Value>; send: (value: z.output<Schema>) => Promise<void>; failure: string },
) {
  const [busy, setBusy] = useState(false);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | null>(null);
  const [form, fields] = useForm<Value, z.output<Schema>>({
    defaultValue: opts.defaultValue,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseAccountForm(formData, schema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success' || busy) return;
      setBusy(true);
      opts
        .send(submission.value)
        .catch((err: unknown) => setLastResult(submission.reply(refusalErrors(err, Object.keys(submission.payload), opts.failure))))
        .finally(() => setBusy(false));
    },
  });
  return { form, fields, busy };
}

import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
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

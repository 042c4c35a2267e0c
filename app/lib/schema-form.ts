import { useForm, type DefaultValue } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { FormEvent } from 'react';
import type { z } from 'zod';

/**
 * A form's state and validation: Conform with the shared zod schema. Errors show after the
 * first submit and follow every keystroke after that; an invalid submit moves focus to the first
 * invalid field. `onValid` gets the schema's output.
 */
export function useSchemaForm<Value extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  opts: { defaultValue?: DefaultValue<Value>; onValid: (value: z.output<Schema>, event: FormEvent<HTMLFormElement>) => void },
) {
  return useForm<Value, z.output<Schema>>({
    defaultValue: opts.defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // The schema reads form strings itself (trimming, empty as missing), as the server reads API input.
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') opts.onValid(submission.value, event);
    },
  });
}

import { getFormProps, getInputProps } from '@conform-to/react';
import { z } from 'zod';
import { emailSchema } from '../../../../shared/address-schema';
import { changeGuestEmail } from '~/features/auth/auth-account';
import { writeGuestEmail } from './checkout-ui';
import { useSchemaForm } from '~/lib/schema-form';
import { Button } from '~/components/button';
import { FieldError, inputClass } from '~/components/field';

const schema = z.object({ email: emailSchema });

/** changeemail: a guest's contact e-mail. */
export function ChangeEmailStep({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [form, fields] = useSchemaForm<{ email: string }, typeof schema>(schema, {
    defaultValue: { email: initialEmail },
    onValid: async ({ email }) => {
      writeGuestEmail(email);
      await changeGuestEmail(email).catch((err: unknown) => console.warn('guest e-mail not saved', err));
      onDone();
    },
  });
  const { key, ...props } = getInputProps(fields.email, { type: 'email' });
  return (
    <form {...getFormProps(form)} className="max-w-md space-y-3">
      <h2 className="text-xl font-bold">Change e-mail</h2>
      <label htmlFor={fields.email.id} className="block text-sm font-semibold">
        E-mail
      </label>
      <input key={key} {...props} autoComplete="email" required className={inputClass} />
      <FieldError meta={fields.email} />
      <Button variant="primary" type="submit">
        Save
      </Button>
    </form>
  );
}

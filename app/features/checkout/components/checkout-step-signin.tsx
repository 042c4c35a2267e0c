import { getFormProps, getInputProps } from '@conform-to/react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { emailSchema } from '../../../../shared/address-schema';
import { changeGuestEmail, checkRegistered, signIn } from '~/features/auth/auth-account';
import { ensureGuestSession } from '~/features/auth/auth-session';
import { writeGuestEmail } from './checkout-ui';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { useSchemaForm } from '~/lib/schema-form';
import { Button } from '~/components/button';
import { FieldError, inputClass } from '~/components/field';

const schema = z.object({ mode: z.enum(['guest', 'signin']), email: emailSchema, password: z.string().optional() });

/** signin: the contact e-mail, as a guest or with an account's password. */
export function SignInStep({ initialEmail, onGuest, onSignedIn }: { initialEmail: string; onGuest: (email: string) => void; onSignedIn: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<'guest' | 'signin'>('guest');
  const [hasAccount, setHasAccount] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [form, fields] = useSchemaForm<{ mode: string; email: string; password: string }, typeof schema>(schema, {
    defaultValue: { email: initialEmail },
    onValid: (v) => void (v.mode === 'guest' ? continueAsGuest(v.email) : signInNow(v.email, v.password ?? '')),
  });

  async function continueAsGuest(email: string) {
    setBusy(true);
    setFailure(null);
    try {
      // checkregistered: an address with an account is offered sign-in first (once).
      if (!hasAccount && (await checkRegistered(email))) {
        setHasAccount(true);
        setMode('signin');
        return;
      }
      await ensureGuestSession();
      writeGuestEmail(email);
      await changeGuestEmail(email).catch((err: unknown) => console.warn('guest e-mail not saved', err));
      onGuest(email);
    } catch (err) {
      setFailure({ error: err, onRetry: () => continueAsGuest(email) });
    } finally {
      setBusy(false);
    }
  }

  async function signInNow(email: string, password: string) {
    setBusy(true);
    setFailure(null);
    try {
      await signIn({ email, password, rememberMe: false });
      onSignedIn();
    } catch (err) {
      setFailure({ error: err, onRetry: () => signInNow(email, password) });
    } finally {
      setBusy(false);
    }
  }

  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email', ariaDescribedBy: `${id}-email-note` });
  const { key: pwKey, ...pwProps } = getInputProps(fields.password, { type: 'password' });
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Contact
      </h2>
      <form {...getFormProps(form)} className="mt-3 max-w-md space-y-3">
        <div>
          <label htmlFor={fields.email.id} className="block text-sm font-semibold">
            E-mail
          </label>
          <input key={emailKey} {...emailProps} autoComplete="email" required className={inputClass} />
          <FieldError meta={fields.email} />
          <p id={`${id}-email-note`} className="mt-1 text-sm text-ink-700">
            For the order confirmation and delivery updates.
          </p>
        </div>
        {mode === 'signin' && (
          <div>
            {hasAccount && <p className="mb-2 text-sm">This e-mail has an account with us. Sign in to use your saved addresses and cards, or continue as a guest.</p>}
            <label htmlFor={fields.password.id} className="block text-sm font-semibold">
              Password
            </label>
            <input key={pwKey} {...pwProps} autoComplete="current-password" className={inputClass} />
          </div>
        )}
        {failure && <ErrorNotice {...failure} className="text-base font-semibold" />}
        <div className="flex flex-wrap gap-3">
          {mode === 'guest' ? (
            <>
              <Button variant="primary" type="submit" name="mode" value="guest" disabled={busy}>
                {busy ? 'Checking…' : 'Continue as guest'}
              </Button>
              <Button onClick={() => setMode('signin')}>
                Sign in instead
              </Button>
            </>
          ) : (
            <>
              <Button variant="primary" type="submit" name="mode" value="signin" disabled={busy || !fields.password.value}>
                {busy ? 'Signing in…' : 'Sign In'}
              </Button>
              <Button type="submit" name="mode" value="guest" disabled={busy}>
                Continue as guest
              </Button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}

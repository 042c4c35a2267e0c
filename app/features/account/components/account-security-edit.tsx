import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { changeEmailSchema, changePasswordSchema, feedbackNameSchema, nameSchema, phoneSchema } from '../../../../shared/account-schema';
import { PASSWORD_MAX } from '../../../../shared/password';
import { changeEmail, changePassword } from '~/features/auth/auth-account';
import { useSession } from '~/features/auth/auth-use-session';
import type { Account } from '../api/account-api';
import { useActionForm, useSentForm, useSubmitting } from '../account-form';
import type { SecurityField } from './account-security';
import { Button, buttonClass } from '~/components/button';
import { TextField } from '~/components/field';

type Done = (saved: string) => void;
type LastResult = SubmissionResult<string[]> | null;

function Actions({ busy, error, label }: { busy: boolean; error: string | null; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : label}
        </Button>
        <Link to="/account/security" className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </>
  );
}

/** A change the page's action makes: the form posts (with or without JavaScript), its errors come back beside the fields. */
function NameForm({ account, lastResult }: { account: Account; lastResult: LastResult }) {
  const [form, fields] = useActionForm<{ firstName: string; lastName: string }, typeof nameSchema>(nameSchema, {
    defaultValue: { firstName: account.firstName, lastName: account.lastName },
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
      <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
      <Actions busy={useSubmitting()} error={form.errors?.[0] ?? null} label="Save name" />
    </Form>
  );
}

function PhoneForm({ account, lastResult }: { account: Account; lastResult: LastResult }) {
  const [form, fields] = useActionForm<{ phoneNumber: string }, typeof phoneSchema>(phoneSchema, { defaultValue: { phoneNumber: account.phoneNumberDisplay }, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
      <TextField meta={fields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" maxLength={30} hint="US numbers as you dial them; others with + and the country code." />
      <Actions busy={useSubmitting()} error={form.errors?.[0] ?? null} label="Save phone number" />
    </Form>
  );
}

function FeedbackNameForm({ account, lastResult }: { account: Account; lastResult: LastResult }) {
  const [form, fields] = useActionForm<{ feedbackName: string }, typeof feedbackNameSchema>(feedbackNameSchema, {
    defaultValue: { feedbackName: account.feedbackName },
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
      <TextField
        meta={fields.feedbackName}
        label="Feedback name"
        autoComplete="nickname"
        maxLength={30}
        hint="Shown with your reviews and feedback. 3 to 30 characters; not an e-mail address; it must be yours alone."
      />
      <Actions busy={useSubmitting()} error={form.errors?.[0] ?? null} label="Save feedback name" />
    </Form>
  );
}

function EmailForm({ account }: { account: Account }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, fields, busy } = useSentForm<{ newEmail: string; password: string }, typeof changeEmailSchema>(changeEmailSchema, {
    send: async (v) => setSentTo(await changeEmail(v.newEmail, v.password)),
    failure: 'Your e-mail address could not be changed.',
  });
  if (sentTo)
    return (
      <div role="status" className="max-w-xl space-y-3">
        <p className="font-semibold">Check your inbox at {sentTo}.</p>
        <p>We sent a link there. Your account keeps {account.email} until you open it; we also told {account.email} about the change.</p>
        <Link to="/account/security" className={buttonClass({ variant: 'secondary' })}>
          Back to login &amp; security
        </Link>
      </div>
    );
  return (
    <form {...getFormProps(form)} className="max-w-md space-y-4">
      <p>
        Current address: <strong>{account.email}</strong>
      </p>
      <TextField meta={fields.newEmail} label="New e-mail address" type="email" autoComplete="email" maxLength={254} />
      <TextField meta={fields.password} label="Your password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} hint="To make sure it is you." />
      <Actions busy={busy} error={form.errors?.[0] ?? null} label="Send confirmation link" />
    </form>
  );
}

/** The current password and the new one twice; a refusal shows beside the field it is about, and only the last submit's. */
function PasswordForm({ done }: { done: Done }) {
  const { form, fields, busy } = useSentForm<{ oldPassword: string; newPassword: string; confirmPassword: string }, typeof changePasswordSchema>(changePasswordSchema, {
    send: async (v) => {
      await changePassword(v.oldPassword, v.newPassword);
      done('Your password was changed. Every other device was signed out.');
    },
    failure: 'Your password could not be changed.',
  });
  return (
    <form {...getFormProps(form)} className="max-w-md space-y-4">
      <TextField meta={fields.oldPassword} label="Current password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} />
      <TextField
        meta={fields.newPassword}
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint="At least 8 characters; not a common password, and not your current one."
      />
      <TextField meta={fields.confirmPassword} label="New password again" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      <p className="text-sm text-ink-700">Every other device signed in to your account will be signed out; this one stays signed in.</p>
      <Actions busy={busy} error={form.errors?.[0] ?? null} label="Change password" />
    </form>
  );
}

/**
 * /account/security/edit/{field}: one detail of the account, validated as the server does. Name,
 * phone number and feedback name post to the page's action; e-mail address and password go to the
 * token service from the browser.
 */
export default function AccountSecurityEdit({ field, account, lastResult }: { field: SecurityField; account: Account | null; lastResult: LastResult }) {
  const session = useSession();
  const navigate = useNavigate();
  const done: Done = (saved) => navigate('/account/security', { state: { saved } });
  if ((field === 'emailaddress' || field === 'password') && session.impersonating)
    return <p role="alert">While acting as a customer, their e-mail address and password stay theirs to change.</p>;
  if (!account) return <p>Your account could not be found.</p>;
  switch (field) {
    case 'name':
      return <NameForm account={account} lastResult={lastResult} />;
    case 'phonenumber':
      return <PhoneForm account={account} lastResult={lastResult} />;
    case 'feedbackname':
      return <FeedbackNameForm account={account} lastResult={lastResult} />;
    case 'emailaddress':
      return <EmailForm account={account} />;
    case 'password':
      return <PasswordForm done={done} />;
  }
}

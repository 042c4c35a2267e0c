import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TEXTS } from '../../../shared/password';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { call, newCustomer, renew, signIn } from '../../../tests/support/test-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'gravel-haul-2031';
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('changepassword', () => {
  it('refuses the current password as the new one beside the new-password field, and signs no one out', async () => {
    const email = unique('same');
    const a = await newCustomer(t, email, { password: PASSWORD });
    const other = await signIn(t, email, PASSWORD);
    const same = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ error: 'invalid_request', error_description: PASSWORD_TEXTS.sameAsCurrent, error_field: 'newPassword' });
    // Nothing changed: the other device is still signed in, and the password is the one it was.
    expect((await renew(t, other.refresh_token)).status).toBe(200);
    await signIn(t, email, PASSWORD);
  });

  it('names the field each refusal is about', async () => {
    const email = unique('fields');
    const a = await newCustomer(t, email, { password: PASSWORD });
    const wrong = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: 'nope-nope-nope', newPassword: 'loader-bucket-77' });
    expect(wrong.body).toMatchObject({ error_description: 'The current password is incorrect.', error_field: 'oldPassword' });
    const common = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: PASSWORD, newPassword: 'iloveyou' });
    expect(common.body).toMatchObject({ error_description: expect.stringMatching(/too common/), error_field: 'newPassword' });
    const short = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: PASSWORD, newPassword: 'short' });
    expect(short.body).toMatchObject({ error_description: PASSWORD_TEXTS.tooShort, error_field: 'newPassword' });
    // A session that has ended is about the whole call, not a field.
    const ended = await call(t, 'changepassword', { refreshToken: 'unknown', oldPassword: PASSWORD, newPassword: 'loader-bucket-77' });
    expect(ended.status).toBe(400);
    expect(ended.body).not.toHaveProperty('error_field');
    const ok = await call(t, 'changepassword', { refreshToken: a.refresh_token, oldPassword: PASSWORD, newPassword: 'loader-bucket-77' });
    expect(ok.status).toBe(200);
    await t.services.auth.whenIdle();
  });
});

describe('changeemail', () => {
  it('names the field each refusal is about', async () => {
    const email = unique('mail');
    const a = await newCustomer(t, email, { password: PASSWORD });
    const wrong = await call(t, 'changeemail', { refreshToken: a.refresh_token, password: 'nope-nope-nope', newEmail: unique('new') });
    expect(wrong.body).toMatchObject({ error_description: 'The password is incorrect.', error_field: 'password' });
    const bad = await call(t, 'changeemail', { refreshToken: a.refresh_token, password: PASSWORD, newEmail: 'not-an-address' });
    expect(bad.body).toMatchObject({ error: 'invalid_request', error_field: 'newEmail' });
    const own = await call(t, 'changeemail', { refreshToken: a.refresh_token, password: PASSWORD, newEmail: email });
    expect(own.body).toMatchObject({ error_description: 'This is already the e-mail address of your account.', error_field: 'newEmail' });
  });
});

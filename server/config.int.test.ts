import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/setup/test-app';
import { CUSTOMER_EMAIL, call } from '../tests/support/test-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PORT: '4321' });
});
afterAll(async () => {
  await t.close();
});

describe('the public address', () => {
  it('follows PORT when PUBLIC_URL is unset, and no Host header can steer a mailed link', async () => {
    const res = await call(t, 'resetpasswordrequest', { email: CUSTOMER_EMAIL }, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.status).toBe(200);
    await t.services.auth.whenIdle();
    const mail = (await t.services.mail.listOutbox(10)).find((m) => m.toAddress === CUSTOMER_EMAIL && m.subject === 'Reset your Ironyard password');
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe('http://localhost:4321');
    expect(mail!.text + (mail!.html ?? '')).not.toContain('evil.example');
  });
});

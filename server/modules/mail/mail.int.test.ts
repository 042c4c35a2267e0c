import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mail outbox', () => {
  it('keeps every message without SMTP_URL and lists them newest first at /dev/mail', async () => {
    await t.services.mail.send({ to: 'first@example.com', subject: 'First', text: 'Hello' });
    await t.services.mail.send({
      to: 'Second Person <second@example.com>',
      subject: 'Second <b>bold</b>',
      text: 'Open http://localhost:3000/passwordrecovery/confirm?token=abc&email=x%40y.z now',
    });
    const list = await t.services.mail.listOutbox(2);
    expect(list.map((m) => m.subject)).toEqual(['Second <b>bold</b>', 'First']);
    expect(list[0]).toMatchObject({ toAddress: 'second@example.com', transport: 'outbox' });

    const res = await t.request('/dev/mail');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.indexOf('Second &lt;b&gt;bold&lt;/b&gt;')).toBeLessThan(html.indexOf('First'));
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('<a href="http://localhost:3000/passwordrecovery/confirm?token=abc&amp;email=x%40y.z">');
  });

  it('is not served in production unless MAIL_OUTBOX_PAGE is set', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const shown = await createTestApp({ NODE_ENV: 'production', MAIL_OUTBOX_PAGE: 'true' });
    try {
      // Without the page, the path falls through to the pages (not built in API tests).
      const hidden = await prod.request('/dev/mail');
      expect(hidden.status).not.toBe(200);
      expect((await shown.request('/dev/mail')).status).toBe(200);
    } finally {
      await prod.close();
      await shown.close();
    }
  });
});

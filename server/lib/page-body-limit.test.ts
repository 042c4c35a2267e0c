import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PAGE_FORM_MAX_BYTES, pageBodyLimit } from './page-body-limit';

function app() {
  const a = new Hono();
  a.on(['POST'], '*', pageBodyLimit());
  a.post('*', async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
  return a;
}

const post = (path: string, bytes: number) => app().request(path, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });

describe('page form bodies', () => {
  it('refuses a page form over 1 MB with 413 before the action reads it', async () => {
    expect((await post('/help/contactus', 1000)).status).toBe(200);
    const res = await post('/help/contactus', PAGE_FORM_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/^The form is too large/);
    expect((await post('/help/contactus.data', PAGE_FORM_MAX_BYTES + 1)).status).toBe(413);
  });

  it('lets the return photos page take photos, through the page and through its data request', async () => {
    for (const path of ['/extreturns', '/extreturns.data']) {
      const res = await post(path, 12 * 1024 * 1024);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`read ${12 * 1024 * 1024}`);
    }
    expect((await post('/extreturns', 60 * 1024 * 1024)).status).toBe(413);
  });
});

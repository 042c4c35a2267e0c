import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PAGE_FORM_MAX_BYTES, pageBodyLimit } from './page-body-limit';

const DRAFT = '0b4c2a3e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
// React Router's cookie encoding: base64 of the JSON value.
const draftCookie = `iy_extreturn=${Buffer.from(JSON.stringify(DRAFT)).toString('base64')}`;

function app() {
  const a = new Hono();
  a.on(['POST'], '*', pageBodyLimit({ draftExists: async (id) => id === DRAFT }));
  a.post('*', async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
  return a;
}

const FORM = 'application/x-www-form-urlencoded';
const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
  app().request(path, { method: 'POST', headers: { 'content-type': FORM, ...headers }, body: new Uint8Array(bytes) });

/**
 * A body that counts how much of it was read: `declared` bytes are announced, and the stream hands
 * out 64 kB chunks only as they are asked for.
 */
function countedBody(declared: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= declared) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, declared - pulled));
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('page form bodies', () => {
  it('refuses a page form over 1 MB with 413 before the action reads it', async () => {
    expect((await post('/help/contactus', 1000)).status).toBe(200);
    const res = await post('/help/contactus', PAGE_FORM_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/^The form is too large/);
    expect((await post('/help/contactus.data', PAGE_FORM_MAX_BYTES + 1)).status).toBe(413);
  });

  it('refuses an oversized body by its Content-Length without reading any of it', async () => {
    for (const [path, size, cookie] of [
      ['/help/contactus', 13 * 1024 * 1024, ''],
      ['/extreturns', 13 * 1024 * 1024, ''],
      ['/extreturns', 60 * 1024 * 1024, draftCookie],
    ] as const) {
      const body = countedBody(size);
      const res = await app().request(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(size), ...(cookie ? { cookie } : {}) },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('lets the return photos page take photos only from the visitor whose return is open', async () => {
    for (const path of ['/extreturns', '/extreturns.data']) {
      const res = await post(path, 12 * 1024 * 1024, { cookie: draftCookie });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`read ${12 * 1024 * 1024}`);
    }
    expect((await post('/extreturns', 60 * 1024 * 1024, { cookie: draftCookie })).status).toBe(413);
    // No draft, or one that is not open: the ordinary 1 MB.
    expect((await post('/extreturns', 12 * 1024 * 1024)).status).toBe(413);
    const other = `iy_extreturn=${Buffer.from(JSON.stringify('11111111-2222-4333-8444-555555555555')).toString('base64')}`;
    expect((await post('/extreturns', 12 * 1024 * 1024, { cookie: other })).status).toBe(413);
  });

  it('refuses a body that is not a form with 415', async () => {
    const res = await app().request('/extreturn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"orderNumber":"1"}' });
    expect(res.status).toBe(415);
    expect(await res.text()).toMatch(/form posts only/);
    expect((await post('/extreturn', 10, { 'content-type': 'multipart/form-data; boundary=abc' })).status).toBe(200);
  });
});

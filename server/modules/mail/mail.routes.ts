import { Hono } from 'hono';
import type { MailService } from './mail.service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

// Links in the plain-text body become clickable so a developer can follow a reset link from here.
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** `GET /dev/mail`: the outbox as a page, newest first (never mounted in production unless asked). */
export function createMailRoutes({ mail }: { mail: MailService }) {
  const app = new Hono();
  app.get('/dev/mail', async (c) => {
    const messages = await mail.listOutbox(100);
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <dl><dt>To</dt><dd class="to">${escapeHtml(m.toAddress)}</dd><dt>From</dt><dd>${escapeHtml(m.fromAddress)}</dd>
  <dt>Sent</dt><dd><time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time> (${escapeHtml(m.transport)})</dd></dl>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem;margin:0}dt{font-weight:600}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body><h1>Mail outbox</h1><p>${messages.length === 0 ? 'No messages yet.' : `${messages.length} newest messages, newest first.`}</p>
${items}
</body></html>`);
  });
  return app;
}

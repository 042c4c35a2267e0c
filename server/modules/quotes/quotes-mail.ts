import type { QuoteRequestRow } from './quotes-requests.repository';
import type { QuoteRow } from './quotes.repository';

// The mails of the quote requests: the customer's confirmation and the quote's link.

export const requestNumber = (id: number) => `Q-${id}`;

const day = (d: Date) => d.toISOString().slice(0, 10);

function linesText(r: Pick<QuoteRequestRow, 'items' | 'query'>): string {
  const lines = r.items.map((i) => `  ${i.quantity} × ${i.partNumber || 'a part'}`);
  if (r.query) lines.unshift(`  Looking for: ${r.query}`);
  return lines.join('\n');
}

/** The confirmation a customer gets for their request. */
export function requestReceivedMail(r: QuoteRequestRow, publicUrl: string) {
  const extras = [r.poNumber && `PO number: ${r.poNumber}`, r.machine && `Machine: ${r.machine}`, r.note && `Your note: ${r.note}`].filter(Boolean).join('\n');
  return {
    subject: `We received your quote request ${requestNumber(r.id)}`,
    text:
      `Thank you for your quote request ${requestNumber(r.id)}.\n\n${linesText(r)}\n${extras ? `\n${extras}\n` : ''}\n` +
      `Our staff will price it and e-mail you a link to the quote, usually within one business day.\n` +
      (r.customerId ? `You can follow it under your account: ${publicUrl}/account\n` : ''),
  };
}

/** The quote's link, mailed when staff send the quote. */
export function quoteSentMail(r: QuoteRequestRow, quote: QuoteRow, publicUrl: string) {
  const link = `${publicUrl}/cart/quote/${quote.guid}`;
  return {
    subject: `Your quote ${requestNumber(r.id)} is ready`,
    text:
      `Your quote ${requestNumber(r.id)}${quote.title ? ` (“${quote.title}”)` : ''} is ready.\n\n` +
      `Open it and order it at the quoted prices here:\n${link}\n\n` +
      `The quote is valid until ${day(quote.expirationDate)}.\n`,
    html:
      `<p>Your quote ${requestNumber(r.id)}${quote.title ? ` (“${escapeHtml(quote.title)}”)` : ''} is ready.</p>` +
      `<p><a href="${link}">Open your quote</a> and order it at the quoted prices.</p>` +
      `<p>The quote is valid until ${day(quote.expirationDate)}.</p>`,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

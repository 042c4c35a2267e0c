import { describe, expect, it } from 'vitest';
import { PaymentDeclined, PaymentMethodInvalid, PaymentUnavailable } from './payments-gateway';
import { cardBrand, createSandboxGateway, luhnValid } from './payments-sandbox';
import { memoryNonceStore, sandboxKeys } from './payments-sandbox-nonces';

const card = (number: string, over: Record<string, string> = {}) => ({ number, expirationDate: '12/30', cvv: '123', cardholderName: 'A Buyer', ...over });

describe('sandbox gateway', () => {
  it('knows card brands and the Luhn check', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('MasterCard');
    expect(cardBrand('2221000000000009')).toBe('MasterCard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9111111111111111')).toBeNull();
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('approves, captures and voids; one idempotency key authorises once', async () => {
    const g = createSandboxGateway();
    const tok = g.tokenize(card('4111 1111 1111 1111'));
    if (!('nonce' in tok)) throw new Error('tokenize failed');
    expect(tok.nonce).not.toContain('4111111111111111');
    const a = await g.authorize({ instrument: { nonce: tok.nonce }, amount: '10.50', idempotencyKey: 'k' });
    const again = await g.authorize({ instrument: { nonce: tok.nonce }, amount: '10.50', idempotencyKey: 'k' });
    expect(again.transactionId).toBe(a.transactionId);
    expect(g.transactions()).toHaveLength(1);
    await g.capture(a.transactionId, '10.50');
    expect(g.transactions()[0].status).toBe('captured');
    await g.void(a.transactionId);
    expect(g.transactions()[0].status).toBe('voided');
    // A used nonce cannot be charged again under another key.
    await expect(g.authorize({ instrument: { nonce: tok.nonce }, amount: '1.00', idempotencyKey: 'k2' })).rejects.toBeInstanceOf(PaymentMethodInvalid);
  });

  it('declines the decline cards and fails the failing card after its delay', async () => {
    const g = createSandboxGateway({ failDelayMs: 30 });
    const d = g.tokenize(card('4000111111111115'));
    if (!('nonce' in d)) throw new Error('tokenize failed');
    await expect(g.authorize({ instrument: { nonce: d.nonce }, amount: '5', idempotencyKey: 'd' })).rejects.toBeInstanceOf(PaymentDeclined);
    const f = g.tokenize(card('4000000000000119'));
    if (!('nonce' in f)) throw new Error('tokenize failed');
    const started = performance.now();
    await expect(g.authorize({ instrument: { nonce: f.nonce }, amount: '5', idempotencyKey: 'f' })).rejects.toBeInstanceOf(PaymentUnavailable);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(g.transactions()).toEqual([]);
  });

  it('a nonce is accepted by any gateway with the same secret and refused by one with another', async () => {
    const nonces = memoryNonceStore();
    const a = createSandboxGateway({ keys: sandboxKeys('s'.repeat(32)), nonces });
    const b = createSandboxGateway({ keys: sandboxKeys('s'.repeat(32)), nonces });
    const other = createSandboxGateway({ keys: sandboxKeys('t'.repeat(32)) });
    const tok = a.tokenize(card('4111111111111111'));
    if (!('nonce' in tok)) throw new Error('tokenize failed');
    expect(b.cardOf!({ nonce: tok.nonce })).toBe(a.cardOf!({ nonce: tok.nonce }));
    expect(other.cardOf!({ nonce: tok.nonce })).toBeNull();
    await expect(other.authorize({ instrument: { nonce: tok.nonce }, amount: '1.00', idempotencyKey: 'o' })).rejects.toThrow('This payment method cannot be used.');
    await b.authorize({ instrument: { nonce: tok.nonce }, amount: '1.00', idempotencyKey: 'b' });
    await expect(a.authorize({ instrument: { nonce: tok.nonce }, amount: '1.00', idempotencyKey: 'a' })).rejects.toThrow('already used');
  });

  it('a nonce stays spent after a decline but not when the gateway never tried the card', async () => {
    const g = createSandboxGateway({ failDelayMs: 0 });
    const d = g.tokenize(card('4000111111111115'));
    const f = g.tokenize(card('4000000000000119'));
    if (!('nonce' in d) || !('nonce' in f)) throw new Error('tokenize failed');
    await expect(g.authorize({ instrument: { nonce: d.nonce }, amount: '5', idempotencyKey: 'd1' })).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(g.authorize({ instrument: { nonce: d.nonce }, amount: '5', idempotencyKey: 'd2' })).rejects.toThrow('already used');
    await expect(g.authorize({ instrument: { nonce: f.nonce }, amount: '5', idempotencyKey: 'f1' })).rejects.toBeInstanceOf(PaymentUnavailable);
    await expect(g.authorize({ instrument: { nonce: f.nonce }, amount: '5', idempotencyKey: 'f2' })).rejects.toBeInstanceOf(PaymentUnavailable);
  });

  it('vaults a card as a reusable token and refuses amounts of zero', async () => {
    const g = createSandboxGateway();
    const saved = await g.vault({ nonce: 'fake-valid-mastercard-nonce', customerRef: '1', billing: {} as never });
    expect(saved.details).toMatchObject({ cardType: 'MasterCard', last4: '4444' });
    await g.authorize({ instrument: { token: saved.token }, amount: '3.00', idempotencyKey: 'a' });
    await g.authorize({ instrument: { token: saved.token }, amount: '4.00', idempotencyKey: 'b' });
    expect(g.transactions()).toHaveLength(2);
    await expect(g.authorize({ instrument: { token: saved.token }, amount: '0', idempotencyKey: 'c' })).rejects.toBeInstanceOf(PaymentUnavailable);
    await expect(g.vault({ nonce: 'fake-processor-declined-visa-nonce', customerRef: '1', billing: {} as never })).rejects.toBeInstanceOf(PaymentDeclined);
  });

  it('explains every invalid card field', () => {
    const g = createSandboxGateway();
    expect(g.tokenize(card('378282246310005', { cvv: '123' }))).toEqual({ errors: { cvv: 'Please enter the 4-digit security code.' } });
    expect(g.tokenize({ number: 4111111111111111, expirationDate: null, cvv: [] })).toEqual({
      errors: { number: 'Please enter a valid card number.', expirationDate: 'Please enter a valid expiration date.', cvv: 'Please enter the 3-digit security code.' },
    });
  });
});

describe('sandbox card-fields page', () => {
  it('ships a script that parses and a form whose fields are all labelled', async () => {
    const { SANDBOX_FIELDS_HTML, SANDBOX_FIELDS_JS } = await import('./payments-sandbox-fields');
    expect(() => new Function(SANDBOX_FIELDS_JS)).not.toThrow();
    const ids = [...SANDBOX_FIELDS_HTML.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['cc-number', 'cc-exp', 'cc-csc', 'cc-name']);
    for (const id of ids) expect(SANDBOX_FIELDS_HTML).toContain(`<label for="${id}">`);
    // The script only ever talks to its own origin.
    expect(SANDBOX_FIELDS_JS).toContain('postMessage(msg, origin)');
    expect(SANDBOX_FIELDS_JS).toContain('e.origin !== origin');
  });
});

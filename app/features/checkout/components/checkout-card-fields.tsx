import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as BraintreeClient from 'braintree-web/client';
import type * as BraintreeDataCollector from 'braintree-web/data-collector';
import type * as BraintreeHostedFields from 'braintree-web/hosted-fields';
import type { PaymentSetup } from '../api/checkout-api';
import { DomainError, UNEXPECTED_FAILURE } from '../../../../shared/errors';

export const FIELDS_ERROR = 'Error building payment fields.';
/** Spec 2 §4 "Payment loading": the reason names the card gateway and the crawler. */
export const crawlerReason = (gateway: string) => `Card payment (${gateway}) is not offered to crawlers.`;
const MESSAGE_TYPE = 'ironyard-card-fields';
/** Spec 2 §9: payment scripts are polled every 100 ms. */
export const PAYMENT_POLL_MS = 100;
const POLL_LIMIT_MS = 20_000;

export interface Tokenized {
  nonce: string;
  deviceData?: string;
}

export type CardFieldsState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'disabled'; reason: string }
  | { kind: 'error'; message: string };

/** Resolves once `ready()` is true, looking every 100 ms (spec 2 §4 "Payment loading"). */
export function pollUntil(ready: () => boolean, every = PAYMENT_POLL_MS, limit = POLL_LIMIT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (ready()) return resolve();
      if (Date.now() - started > limit) return reject(new Error('The payment scripts did not load.'));
      setTimeout(tick, every);
    };
    tick();
  });
}

interface Driver {
  tokenize(): Promise<Tokenized>;
  teardown(): void;
}

/** The sandbox gateway: our own card-fields page in an iframe, talking by postMessage (same origin only). */
function sandboxDriver(frame: HTMLIFrameElement, onState: (s: CardFieldsState) => void): Driver {
  // Rejections carry a code (docs/api/errors.md), so the page shows their text and offers a retry where it may help.
  let pending: { resolve: (t: Tokenized) => void; reject: (e: Error) => void } | null = null;
  const onMessage = (e: MessageEvent) => {
    if (e.origin !== window.location.origin || e.source !== frame.contentWindow) return;
    const m = e.data as { type?: string; event?: string; nonce?: string; message?: string; errors?: Record<string, string>; height?: number };
    if (!m || m.type !== MESSAGE_TYPE) return;
    if (m.event === 'size' && typeof m.height === 'number' && m.height > 0 && m.height < 2000) frame.style.height = `${m.height}px`;
    else if (m.event === 'ready') onState({ kind: 'ready' });
    else if (m.event === 'tokenized' && m.nonce) {
      pending?.resolve({ nonce: m.nonce });
      pending = null;
    } else if (m.event === 'invalid') {
      pending?.reject(new DomainError('VALIDATION', 'Check the card details: ' + Object.values(m.errors ?? {}).join(' ')));
      pending = null;
    } else if (m.event === 'error') {
      pending?.reject(new DomainError('PAYMENT_UNAVAILABLE', m.message || FIELDS_ERROR));
      pending = null;
    }
  };
  window.addEventListener('message', onMessage);
  return {
    tokenize() {
      return new Promise<Tokenized>((resolve, reject) => {
        if (!frame.contentWindow) return reject(new DomainError('PAYMENT_UNAVAILABLE', FIELDS_ERROR));
        pending?.reject(new Error('Superseded'));
        pending = { resolve, reject };
        frame.contentWindow.postMessage({ type: MESSAGE_TYPE, command: 'tokenize' }, window.location.origin);
      });
    },
    teardown() {
      window.removeEventListener('message', onMessage);
      pending?.reject(new Error('Closed'));
    },
  };
}

/** The braintree gateway: its client, hosted fields and device data, loaded only now. */
async function braintreeDriver(setup: PaymentSetup, ids: { number: string; cvv: string; expirationDate: string }, onState: (s: CardFieldsState) => void): Promise<Driver> {
  const mods: { client?: typeof BraintreeClient; hosted?: typeof BraintreeHostedFields; data?: typeof BraintreeDataCollector } = {};
  import('braintree-web/client').then((m) => (mods.client = m), (err) => console.warn('card gateway bundle failed to load', err));
  import('braintree-web/hosted-fields').then((m) => (mods.hosted = m), (err) => console.warn('card gateway bundle failed to load', err));
  import('braintree-web/data-collector').then((m) => (mods.data = m), (err) => console.warn('card gateway bundle failed to load', err));
  await pollUntil(() => Boolean(mods.client && mods.hosted && mods.data));
  const client = await mods.client!.create({ authorization: setup.clientToken });
  let fields: Awaited<ReturnType<NonNullable<typeof mods.hosted>['create']>>;
  try {
    fields = await mods.hosted!.create({
      client,
      styles: { input: { 'font-size': '16px' } },
      fields: {
        number: { container: `#${ids.number}`, placeholder: '4111 1111 1111 1111' },
        cvv: { container: `#${ids.cvv}`, placeholder: '123' },
        expirationDate: { container: `#${ids.expirationDate}`, placeholder: 'MM/YY' },
      },
    });
  } catch (err) {
    void client.teardown();
    console.error(FIELDS_ERROR, err);
    throw new Error(FIELDS_ERROR);
  }
  let deviceData: string | undefined;
  try {
    const collector = await mods.data!.create({ client });
    deviceData = collector.deviceData;
  } catch (err) {
    // Spec 2 §8 records the message; the customer reads the one text for unexpected failures.
    console.warn('device data collection failed', err);
    onState({ kind: 'error', message: UNEXPECTED_FAILURE });
  }
  onState({ kind: 'ready' });
  return {
    async tokenize() {
      const payload = await fields.tokenize();
      return { nonce: payload.nonce, deviceData };
    },
    teardown() {
      void fields.teardown().catch(() => undefined);
      void client.teardown().catch(() => undefined);
    },
  };
}

/**
 * The card fields of the configured gateway. `tokenize` turns what the customer typed into a
 * one-time nonce; the card number and security code never pass through this page's code.
 */
export function useCardFields(setup: PaymentSetup | null) {
  const [state, setState] = useState<CardFieldsState>({ kind: 'loading' });
  const driver = useRef<Driver | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  // Hosted fields find their slots by CSS selector: useId's colons would need escaping.
  const idBase = `bt${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const ids = { number: `${idBase}-number`, cvv: `${idBase}-cvv`, expirationDate: `${idBase}-exp` };

  useEffect(() => {
    if (!setup) return;
    let cancelled = false;
    const report = (s: CardFieldsState) => {
      if (!cancelled) setState(s);
    };
    // The server gives a search-engine crawler no client token (and the sandbox no frame).
    if (!setup.clientToken) {
      report({ kind: 'disabled', reason: crawlerReason(setup.gateway) });
    } else if (setup.gateway === 'sandbox' && frame.current) {
      driver.current = sandboxDriver(frame.current, report);
    } else if (setup.gateway === 'braintree') {
      void import('../../../../shared/crawlers').then(async ({ isSearchCrawler }) => {
        if (isSearchCrawler(navigator.userAgent)) {
          report({ kind: 'disabled', reason: crawlerReason(setup.gateway) });
          return;
        }
        try {
          const d = await braintreeDriver(setup, ids, report);
          if (cancelled) d.teardown();
          else driver.current = d;
        } catch (err) {
          console.warn(FIELDS_ERROR, err);
          report({ kind: 'error', message: FIELDS_ERROR });
        }
      });
    } else if (setup.gateway !== 'sandbox') {
      report({ kind: 'error', message: FIELDS_ERROR });
    }
    return () => {
      cancelled = true;
      driver.current?.teardown();
      driver.current = null;
    };
    // The ids are fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup]);

  const tokenize = useCallback(async (): Promise<Tokenized> => {
    if (!driver.current) throw new DomainError('PAYMENT_UNAVAILABLE', FIELDS_ERROR);
    return driver.current.tokenize();
  }, []);

  return { state, tokenize, frame, ids };
}

/** The card fields as the page shows them: the sandbox's frame, or braintree's hosted field slots. */
export function CardFields({ setup, fields }: { setup: PaymentSetup; fields: ReturnType<typeof useCardFields> }) {
  const { frame, ids } = fields;
  // Known while rendering on the server too: a crawler's page never holds the frame or the slots.
  const state: CardFieldsState = setup.clientToken ? fields.state : { kind: 'disabled', reason: crawlerReason(setup.gateway) };
  return (
    <div>
      {state.kind === 'loading' && <p className="text-sm text-ink-700">Loading the card fields…</p>}
      {state.kind === 'disabled' && <p className="text-sm text-ink-700">{state.reason}</p>}
      {state.kind === 'error' && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.message}
        </p>
      )}
      {setup.gateway === 'sandbox' && setup.fieldsUrl && state.kind !== 'disabled' ? (
        <iframe
          ref={frame}
          src={setup.fieldsUrl}
          title="Card details"
          className="h-[300px] w-full border-0 sm:h-[276px]"
          onError={() => console.warn(FIELDS_ERROR)}
        />
      ) : setup.gateway === 'braintree' && state.kind !== 'disabled' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <label htmlFor={ids.number} className="block text-sm font-semibold">
              Card number
            </label>
            <div id={ids.number} className="h-11 rounded-md border border-gray-400 px-3" />
          </div>
          <div>
            <label htmlFor={ids.expirationDate} className="block text-sm font-semibold">
              Expiration (MM/YY)
            </label>
            <div id={ids.expirationDate} className="h-11 rounded-md border border-gray-400 px-3" />
          </div>
          <div>
            <label htmlFor={ids.cvv} className="block text-sm font-semibold">
              Security code
            </label>
            <div id={ids.cvv} className="h-11 rounded-md border border-gray-400 px-3" />
          </div>
        </div>
      ) : null}
    </div>
  );
}

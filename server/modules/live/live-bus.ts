import type { Notifications } from '../../db/notify';
import type { Logger } from '../../lib/logger';
import { productEventOf, type ProductChange } from './live-products';

/** An order changed in a way its customer sees (placed, shipped, delivered, refunded, a return step, cancelled). */
export interface OrderEvent {
  kind: 'order';
  /** True when the order was just placed (the back office's order list follows these). */
  placed: boolean;
  orderId: number;
  /** Whose order it is: only they (and staff with the orders permission) hear of it. */
  customerId: number;
  customOrderNumber: string;
  orderStatus: string;
  shippingStatus: string;
  paymentStatus: string;
  /** Epoch milliseconds. */
  at: number;
}

/** A product's price, availability or stock changed (or it left the catalogue). */
export interface ProductEvent {
  kind: 'product';
  productId: number;
  /** USD; null when the price is on request. */
  price: number | null;
  /** Availability, e.g. IN_STOCK, LOW_STOCK, OUT_OF_STOCK; UNAVAILABLE once it left the catalogue. */
  status: string;
  quantity: number;
  /** False once the product is hidden or deleted. */
  available: boolean;
  at: number;
}

/** How far a price and stock file's apply has got, in the process running it (every process's back office shows it). */
export interface ImportProgressEvent {
  kind: 'import';
  importId: number;
  done: number;
  total: number;
  /** True once the apply ended (applied, stale or failed): the back office then reads the outcome. */
  finished: boolean;
  at: number;
}

export type LiveEvent = OrderEvent | ProductEvent | ImportProgressEvent;

/** Events published to every server process (product events: each process learns of them itself). */
export type SharedEvent = OrderEvent | ImportProgressEvent;

/** The PostgreSQL channel order and import events travel on between server processes. */
export const LIVE_CHANNEL = 'ironyard_live_events';

/** Events one subscriber may have waiting; beyond that the oldest are dropped (each event says "read again"). */
export const SUBSCRIBER_QUEUE_LIMIT = 32;

/** One subscription's events as an async iterator, with a bounded queue; `return()` ends it. */
export interface LiveStream<T> extends AsyncIterableIterator<T> {
  /** Ends the stream with an error (read by the GraphQL layer as the subscription's error). */
  fail(error: Error): void;
}

type Listener = (event: LiveEvent) => void;

function stream<T>(attach: (push: (value: T) => void) => () => void, limit: number, onDrop?: () => void): LiveStream<T> {
  const queue: T[] = [];
  let waiting: ((r: IteratorResult<T>) => void) | null = null;
  let waitingFail: ((e: Error) => void) | null = null;
  let done = false;
  let failure: Error | null = null;
  const detach = attach((value) => {
    if (done) return;
    if (waiting) {
      const w = waiting;
      waiting = null;
      waitingFail = null;
      w({ value, done: false });
      return;
    }
    queue.push(value);
    if (queue.length > limit) {
      queue.shift();
      onDrop?.();
    }
  });
  const finish = () => {
    if (done) return;
    done = true;
    queue.length = 0;
    detach();
  };
  const it: LiveStream<T> = {
    [Symbol.asyncIterator]() {
      return it;
    },
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (failure) {
        const f = failure;
        failure = null;
        return Promise.reject(f);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        waiting = resolve;
        waitingFail = reject;
      });
    },
    return() {
      finish();
      if (waiting) {
        waiting({ value: undefined, done: true });
        waiting = null;
        waitingFail = null;
      }
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(err?: unknown) {
      finish();
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    },
    fail(error) {
      if (done) return;
      finish();
      if (waitingFail) {
        waitingFail(error);
        waiting = null;
        waitingFail = null;
      } else failure = error;
    },
  };
  return it;
}

const isOrderEvent = (e: unknown): e is OrderEvent => {
  const o = e as Partial<OrderEvent> | null;
  return !!o && o.kind === 'order' && Number.isInteger(o.orderId) && Number.isInteger(o.customerId) && typeof o.orderStatus === 'string';
};

const isImportEvent = (e: unknown): e is ImportProgressEvent => {
  const o = e as Partial<ImportProgressEvent> | null;
  return !!o && o.kind === 'import' && Number.isInteger(o.importId) && Number.isInteger(o.done) && Number.isInteger(o.total);
};

/** An event heard from another process, checked and in the shape this process uses; null when it is not one. */
function sharedEventOf(payload: string): SharedEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(payload);
  } catch {
    return null;
  }
  if (isOrderEvent(event)) return { ...event, placed: Boolean(event.placed) };
  if (isImportEvent(event)) return { ...event, finished: Boolean(event.finished), at: Number(event.at) || Date.now() };
  return null;
}

/**
 * The store's live events: order changes and the progress of price and stock files, published by the
 * process that made them and carried to every other over PostgreSQL LISTEN/NOTIFY (in-process alone
 * on the embedded database), and product changes, which every process learns of by itself from its
 * search index's change feed.
 */
export function createLiveBus({ log }: { log: Logger }) {
  const listeners = new Set<Listener>();
  /** Services following events (not counted as subscribers). */
  const followers = new Set<Listener>();
  let notifications: Notifications | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  function deliver(event: LiveEvent): void {
    for (const set of [followers, listeners]) {
      for (const l of set) {
        try {
          l(event);
        } catch (err) {
          log.error({ err, kind: event.kind }, 'a live event could not be delivered');
        }
      }
    }
  }

  return {
    /** Delivers an event to this process's subscribers only (product events: every process learns of them itself). */
    emitLocal: deliver,

    /** Products this process's search index changed: an event for each whose price, availability or stock moved. */
    productsChanged(changes: ProductChange[]): void {
      const at = Date.now();
      for (const c of changes) {
        const event = productEventOf(c, at);
        if (event) deliver(event);
      }
    },

    /** Delivers an order or import event here and in every other server process. */
    publish(event: SharedEvent): void {
      deliver(event);
      if (!notifications) return;
      notifications
        .publish(LIVE_CHANNEL, JSON.stringify(event))
        .catch((err: unknown) => log.error({ err, kind: event.kind, id: event.kind === 'order' ? event.orderId : event.importId }, 'a live event could not be sent to the other servers'));
    },

    /** Hears the order and import events other server processes publish (PostgreSQL only). */
    async listen(n: Notifications): Promise<void> {
      notifications = n;
      unlisten = await n.subscribe(LIVE_CHANNEL, {
        message(payload) {
          const event = sharedEventOf(payload);
          if (event) deliver(event);
        },
      });
    },

    /** Calls `listener` with every event in this process (a service following events, not a subscriber); answers a function that stops it. */
    on(listener: (event: LiveEvent) => void): () => void {
      const l: Listener = (event) => listener(event);
      followers.add(l);
      return () => followers.delete(l);
    },

    /**
     * Follows the events `accept` lets through (and maps), until the stream's `return()`; `onDrop` is
     * told when the reader fell so far behind that its oldest waiting event was dropped.
     */
    follow<T>(accept: (event: LiveEvent) => T | null, limit = SUBSCRIBER_QUEUE_LIMIT, onDrop?: () => void): LiveStream<T> {
      return stream<T>((push) => {
        const l: Listener = (event) => {
          const value = accept(event);
          if (value !== null) push(value);
        };
        listeners.add(l);
        return () => listeners.delete(l);
      }, limit, onDrop);
    },

    /** Subscribers following events in this process now. */
    get subscribers(): number {
      return listeners.size;
    },

    async close(): Promise<void> {
      await unlisten?.();
      unlisten = null;
      notifications = null;
    },
  };
}

export type LiveBus = ReturnType<typeof createLiveBus>;

/** The live event of an order the orders service changed (after its commit). */
export function orderEventOf(
  order: { id: number; customerId: number; customOrderNumber: string; orderStatus: string; shippingStatus: string; paymentStatus: string },
  how: 'placed' | 'changed',
  at = Date.now(),
): OrderEvent {
  const { id, customerId, customOrderNumber, orderStatus, shippingStatus, paymentStatus } = order;
  return { kind: 'order', placed: how === 'placed', orderId: id, customerId, customOrderNumber, orderStatus, shippingStatus, paymentStatus, at };
}

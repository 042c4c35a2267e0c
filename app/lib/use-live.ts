import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

// Pages that follow what staff do (live updates): each hook loads the live client only when it runs
// in the browser, so pages that do not use one carry no extra script.

const loadClient = () => import('./live-client');

/** Events that arrive together (a shipment and its order's status) read the page's data once. */
const SETTLE_MS = 300;

const ORDER_UPDATED = 'subscription LiveOrder($orderId: ID!) { orderUpdated(orderId: $orderId) { orderId orderStatus shippingStatus paymentStatus } }';
const ORDER_PLACED = 'subscription LiveOrderPlaced { orderPlaced { orderId customOrderNumber } }';
const PRODUCT_UPDATED = 'subscription LiveProduct($productId: ID!) { productUpdated(productId: $productId) { productId price status quantity available } }';

/** Follows each subscription (query and variables) while the component is mounted; `onEvent` on each event. */
function useLive(subscriptions: ReadonlyArray<{ query: string; variables: Record<string, unknown> }>, onEvent: () => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = JSON.stringify(subscriptions);
  useEffect(() => {
    const list = JSON.parse(key) as Array<{ query: string; variables: Record<string, unknown> }>;
    if (list.length === 0) return;
    let cancelled = false;
    const stops: Array<() => void> = [];
    void loadClient().then(({ followLive }) => {
      if (cancelled) return;
      for (const s of list) stops.push(followLive(s.query, s.variables, () => handler.current()));
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [key]);
}

/** Reads the page's loaders again shortly after an event (once for a burst). */
function useRevalidateSoon(): () => void {
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void revalidate.current();
    }, SETTLE_MS);
  };
}

/** The page shows these orders: it reads them again when staff ship, deliver, refund or approve a return. */
export function useLiveOrders(orderIds: ReadonlyArray<string | number>): void {
  const soon = useRevalidateSoon();
  useLive(
    orderIds.map((id) => ({ query: ORDER_UPDATED, variables: { orderId: String(id) } })),
    soon,
  );
}

/** The page shows this product: its price, availability and stock follow staff changes. */
export function useLiveProduct(productId: string | number | null | undefined): void {
  const soon = useRevalidateSoon();
  useLive(productId == null ? [] : [{ query: PRODUCT_UPDATED, variables: { productId: String(productId) } }], soon);
}

/** New orders placed since the page loaded (staff), and a way to show them. */
export function useLiveNewOrders(): { count: number; refresh: () => void } {
  const [count, setCount] = useState(0);
  const revalidator = useRevalidator();
  useLive([{ query: ORDER_PLACED, variables: {} }], () => setCount((n) => n + 1));
  return {
    count,
    refresh: () => {
      setCount(0);
      void revalidator.revalidate();
    },
  };
}

import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useMatches } from 'react-router';

/** Header variants of spec 1 §2 / spec 2 §2. */
export type HeaderVariant = 'STANDARD' | 'NO_SEARCH_ON_MOBILE' | 'CHECKOUT' | 'EDIT_MACHINE' | 'SCROLL_NAV_BAR' | 'HIDDEN';

export interface HeaderVariantProps {
  /** EDIT_MACHINE: the title beside Back. */
  title?: string;
  /** CHECKOUT: "Checkout - N Items". */
  itemCount?: number;
  /** CHECKOUT / EDIT_MACHINE: where Back goes; without it Back goes one step back in history. */
  backTo?: string;
  /** SCROLL_NAV_BAR: what the bar shows after scrolling (a page's own section links); default: logo, search, cart. */
  scrollNav?: ReactNode;
}

export interface HeaderEntry {
  variant: HeaderVariant;
  priority: number;
  props?: HeaderVariantProps;
}

/** Suggested priorities: a route's handle is the base, a page's hook wins over it, an overlay over both. */
export const HEADER_PRIORITY = { ROUTE: 10, PAGE: 20, OVERLAY: 30 } as const;

/**
 * A route module may export `handle = { header: … }` so the server renders the right header at
 * once (hooks only run in the browser, which would flash the standard header first).
 */
export interface HeaderHandle {
  header?: HeaderEntry | ((loaderData: unknown) => HeaderEntry);
}

export const DEFAULT_ENTRY: HeaderEntry = { variant: 'STANDARD', priority: Number.NEGATIVE_INFINITY };

interface StackItem extends HeaderEntry {
  seq: number;
}

/** The stack of pushed entries (exported for tests); `getTop` is the entry that wins. */
export function createHeaderStack() {
  const items = new Map<string, StackItem>();
  const listeners = new Set<() => void>();
  let seq = 0;
  let top: HeaderEntry | null = null;

  function recompute() {
    top = null;
    let best: StackItem | null = null;
    // Equal priorities: the entry pushed last wins, like a stack.
    for (const item of items.values()) {
      if (!best || item.priority > best.priority || (item.priority === best.priority && item.seq > best.seq)) best = item;
    }
    top = best;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTop: () => top,
    put(id: string, entry: HeaderEntry) {
      const existing = items.get(id);
      items.set(id, { ...entry, seq: existing?.seq ?? ++seq });
      recompute();
    },
    remove(id: string) {
      if (items.delete(id)) recompute();
    },
  };
}

type HeaderStack = ReturnType<typeof createHeaderStack>;

const HeaderStackContext = createContext<HeaderStack | null>(null);

/** Holds the header stack of one rendered app (one per request on the server). */
export function HeaderVariantProvider({ children }: { children: ReactNode }) {
  const [stack] = useState(createHeaderStack);
  return <HeaderStackContext.Provider value={stack}>{children}</HeaderStackContext.Provider>;
}

// useLayoutEffect warns during server rendering; the push only matters in the browser anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Pushes a header entry while the calling component is mounted; the highest priority on the
 * stack decides the header. Props are compared field by field, so inline objects are fine.
 */
export function useHeaderVariant(variant: HeaderVariant, priority: number = HEADER_PRIORITY.PAGE, props?: HeaderVariantProps) {
  const stack = useContext(HeaderStackContext);
  const id = useId();
  const { title, itemCount, backTo, scrollNav } = props ?? {};
  useBrowserLayoutEffect(() => {
    stack?.put(id, { variant, priority, props: { title, itemCount, backTo, scrollNav } });
  }, [stack, id, variant, priority, title, itemCount, backTo, scrollNav]);
  useBrowserLayoutEffect(() => () => stack?.remove(id), [stack, id]);
}

function handleEntry(match: { handle?: unknown; loaderData?: unknown }): HeaderEntry | null {
  const header = (match.handle as HeaderHandle | undefined)?.header;
  if (!header) return null;
  return typeof header === 'function' ? header(match.loaderData) : header;
}

/** The header to show now: the highest of the route handles' entries and the pushed entries. */
export function useActiveHeader(): HeaderEntry {
  const stack = useContext(HeaderStackContext);
  const pushed = useSyncExternalStore(
    stack?.subscribe ?? noopSubscribe,
    () => stack?.getTop() ?? null,
    () => null,
  );
  const matches = useMatches();
  const fromRoutes = useMemo(() => matches.map(handleEntry).filter((e): e is HeaderEntry => e !== null), [matches]);
  return resolveHeader(fromRoutes, pushed);
}

/**
 * Picks the header: route handle entries (outer to inner) and the top pushed entry; the highest
 * priority wins, ties go to the later one (inner routes over outer, pushed over routes), and
 * without any entry it is STANDARD.
 */
export function resolveHeader(routeEntries: ReadonlyArray<HeaderEntry>, pushed: HeaderEntry | null): HeaderEntry {
  let best: HeaderEntry | null = null;
  for (const entry of [...routeEntries, ...(pushed ? [pushed] : [])]) {
    if (!best || entry.priority >= best.priority) best = entry;
  }
  return best ?? DEFAULT_ENTRY;
}

function noopSubscribe() {
  return () => {};
}

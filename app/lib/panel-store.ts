import { useSyncExternalStore } from 'react';

/**
 * Side panels of spec 1 §2 / spec 2 §2. Panels in the same group replace each other, so opening
 * departments closes account (and the mobile menu); the diagram panel and the fitment side bar
 * live beside the page and have groups of their own.
 */
export const PANELS = {
  account: 'overlay',
  departments: 'overlay',
  mobileMenu: 'overlay',
  mobileFilters: 'overlay',
  mobileSuggest: 'overlay',
  diagram: 'diagram',
  fitmentSideBar: 'fitment',
} as const;

export type PanelId = keyof typeof PANELS;
type PanelGroup = (typeof PANELS)[PanelId];
type PanelState = Partial<Record<PanelGroup, PanelId>>;

let state: PanelState = {};
const listeners = new Set<() => void>();

function set(next: PanelState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens a panel, closing whichever panel of its group was open. */
export function openPanel(id: PanelId): void {
  if (state[PANELS[id]] === id) return;
  set({ ...state, [PANELS[id]]: id });
}

export function closePanel(id: PanelId): void {
  if (state[PANELS[id]] !== id) return;
  const next = { ...state };
  delete next[PANELS[id]];
  set(next);
}

export function togglePanel(id: PanelId): void {
  if (isPanelOpen(id)) closePanel(id);
  else openPanel(id);
}

export function isPanelOpen(id: PanelId): boolean {
  return state[PANELS[id]] === id;
}

/** Closes the overlay panels (on navigation: a link inside a panel leaves it behind). */
export function closeOverlayPanels(): void {
  if (!state.overlay) return;
  const next = { ...state };
  delete next.overlay;
  set(next);
}

/** Whether one panel is open, re-rendering only when that answer changes. */
export function usePanelOpen(id: PanelId): boolean {
  // Panels are always closed on the server.
  return useSyncExternalStore(subscribe, () => isPanelOpen(id), () => false);
}

/** A panel's open state and a setter shaped for Radix `onOpenChange`. */
export function usePanel(id: PanelId) {
  const open = usePanelOpen(id);
  return {
    open,
    setOpen: (next: boolean) => (next ? openPanel(id) : closePanel(id)),
    toggle: () => togglePanel(id),
  };
}

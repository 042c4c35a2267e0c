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

// Where focus goes back to when a panel closes. A panel opened from inside another panel
// (departments -> account) hands back to the button that opened the first one.
const openers = new Map<PanelId, HTMLElement>();

function rememberOpener(id: PanelId) {
  if (typeof document === 'undefined') return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  const host = active.closest('[data-panel]')?.getAttribute('data-panel') as PanelId | null | undefined;
  const opener = host ? openers.get(host) : active;
  if (opener) openers.set(id, opener);
}

/** The element that opened a panel, to give focus back to when it closes. */
export function panelOpener(id: PanelId): HTMLElement | undefined {
  return openers.get(id);
}

/** Opens a panel, closing whichever panel of its group was open. */
export function openPanel(id: PanelId): void {
  if (state[PANELS[id]] === id) return;
  rememberOpener(id);
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

/** Whether another panel of the same group has taken this one's place. */
export function isReplaced(id: PanelId): boolean {
  const current = state[PANELS[id]];
  return current !== undefined && current !== id;
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

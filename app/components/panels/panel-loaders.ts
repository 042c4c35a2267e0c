import type { PanelId } from '~/lib/panel-store';

/**
 * The header's panels are fetched on first use: with Radix they weigh about as much as the rest
 * of our first-load code, and most visits never open one. Other panels (mobile filters, suggest,
 * diagram, fitment) live in the route chunks that use them.
 */
export const PANEL_LOADERS = {
  departments: () => import('./panel-departments'),
  account: () => import('./panel-account'),
  mobileMenu: () => import('./panel-mobile-menu'),
} as const;

export type HeaderPanelId = keyof typeof PANEL_LOADERS;

function isHeaderPanel(id: PanelId): id is HeaderPanelId {
  return id in PANEL_LOADERS;
}

/** Starts fetching a panel's code (on hover or focus of its button), so a click opens it at once. */
export function preloadPanel(id: PanelId): void {
  if (isHeaderPanel(id)) PANEL_LOADERS[id]().catch(() => {});
}

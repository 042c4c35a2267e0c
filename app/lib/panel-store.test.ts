import { afterEach, describe, expect, it } from 'vitest';
import { closeOverlayPanels, closePanel, isPanelOpen, openPanel, togglePanel } from './panel-store';

afterEach(() => {
  closeOverlayPanels();
  closePanel('diagram');
  closePanel('fitmentSideBar');
});

describe('panel store', () => {
  it('keeps only one of account and departments open', () => {
    openPanel('departments');
    openPanel('account');
    expect(isPanelOpen('account')).toBe(true);
    expect(isPanelOpen('departments')).toBe(false);
    openPanel('departments');
    expect(isPanelOpen('account')).toBe(false);
  });

  it('lets the diagram panel and the fitment side bar stay open beside an overlay', () => {
    openPanel('diagram');
    openPanel('fitmentSideBar');
    openPanel('mobileMenu');
    expect([isPanelOpen('diagram'), isPanelOpen('fitmentSideBar'), isPanelOpen('mobileMenu')]).toEqual([true, true, true]);
    closeOverlayPanels();
    expect([isPanelOpen('diagram'), isPanelOpen('mobileMenu')]).toEqual([true, false]);
  });

  it('toggles, and closing a panel that is not open changes nothing', () => {
    togglePanel('account');
    expect(isPanelOpen('account')).toBe(true);
    closePanel('departments');
    expect(isPanelOpen('account')).toBe(true);
    togglePanel('account');
    expect(isPanelOpen('account')).toBe(false);
  });
});

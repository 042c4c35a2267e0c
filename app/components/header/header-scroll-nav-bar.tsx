import { useEffect, useState, type ReactNode } from 'react';
import { MOBILE_MAX_WIDTH } from '~/lib/breakpoints';
import { HeaderCartLink } from './header-cart-link';
import { HeaderLogo } from './header-logo';
import { HeaderSearchForm } from './header-search-form';

/** Spec 1 §9: the bar appears after scrolling past 294 px, 149 px on narrow screens. */
export const SCROLL_NAV_THRESHOLD = { wide: 294, narrow: 149 } as const;

export function scrollNavThreshold(width: number): number {
  return width < MOBILE_MAX_WIDTH ? SCROLL_NAV_THRESHOLD.narrow : SCROLL_NAV_THRESHOLD.wide;
}

function useScrolledPastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > scrollNavThreshold(window.innerWidth));
    };
    // One check per frame at most; scroll events come far faster than paints.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return past;
}

/**
 * SCROLL_NAV_BAR: a compact bar fixed to the top once the page has scrolled past the threshold.
 * It is fixed and slides in with a transform, so it never moves the page (no layout shift).
 */
export function HeaderScrollNavBar({ children }: { children?: ReactNode }) {
  const visible = useScrolledPastThreshold();
  return (
    <div
      data-testid="scroll-nav-bar"
      aria-hidden={!visible}
      inert={!visible}
      className={`dark-surface fixed inset-x-0 top-0 z-40 bg-ink-900 text-white shadow-lg transition-transform duration-200 motion-reduce:transition-none ${visible ? 'translate-y-0' : '-translate-y-full'}`}
    >
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-2 px-2 sm:px-3 md:gap-4 md:px-6">
        <HeaderLogo compact className="max-sm:[&>span]:sr-only" />
        {children ?? <HeaderSearchForm className="min-w-0 flex-1" landmark="Parts, from the top bar" />}
        <HeaderCartLink />
      </div>
    </div>
  );
}

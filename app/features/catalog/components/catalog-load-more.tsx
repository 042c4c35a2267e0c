import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * The end of a list that grows as the customer scrolls: a plain link to the next page (what works
 * without script, and for the keyboard), watched so that `onNeeded` runs when it comes near the
 * screen. It is watched only while `watching`: the list stops watching while a page is on its way
 * and after the last one, so a link that stays in view never asks twice for the same page.
 */
export function LoadMore({
  href,
  label = 'Show more products',
  onNeeded,
  watching = false,
  busy = false,
}: {
  href: string;
  label?: string;
  /** Loads the next page in place; without it the link navigates. */
  onNeeded?: () => void;
  watching?: boolean;
  busy?: boolean;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  const whenNeeded = useEffectEvent(() => onNeeded?.());
  useEffect(() => {
    const el = ref.current;
    if (!el || !watching || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          whenNeeded();
        }
      },
      // Near the screen's bottom, or anywhere above it: a fast fling can carry the link past the
      // screen between two frames, and the customer is then past the end of the list.
      { rootMargin: '100000px 0px 600px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [watching, href]);
  return (
    <div className="mt-8 text-center">
      <a
        ref={ref}
        href={href}
        aria-disabled={busy || undefined}
        onClick={(e) => {
          if (!onNeeded) return;
          e.preventDefault();
          if (!busy) onNeeded();
        }}
        className="inline-block rounded-md border border-gray-300 px-6 py-3 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {busy ? 'Loading…' : label}
      </a>
    </div>
  );
}

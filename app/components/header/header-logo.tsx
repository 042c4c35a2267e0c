import clsx from 'clsx';
import { Link } from 'react-router';

/** The hex-nut mark; public/favicon.svg and the social image use the same shape. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false" className={className}>
      <polygon points="26.8,22.3 16,28.5 5.2,22.3 5.2,9.8 16,3.5 26.8,9.8" fill="#f5a700" />
      <circle cx="16" cy="16" r="5.25" fill="#16181d" />
    </svg>
  );
}

export function HeaderLogo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link to="/" aria-label="Ironyard home" className={clsx('flex shrink-0 items-center gap-2 rounded-sm py-1 text-white', className)}>
      <LogoMark />
      <span
        className={clsx(
          'font-extrabold tracking-[0.14em]',
          compact ? 'text-base' : 'text-lg md:text-xl',
          // The narrowest phones need the room for the header's buttons.
          'max-[359px]:sr-only',
        )}
      >
        IRONYARD
      </span>
    </Link>
  );
}

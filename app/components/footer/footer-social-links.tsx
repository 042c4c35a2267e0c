import type { ReactNode } from 'react';

const SOCIAL: Array<{ label: string; href: string; icon: ReactNode }> = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/ironyardparts',
    icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/@ironyardparts',
    icon: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="m10 9 5 3-5 3Z" />
      </>
    ),
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/ironyardparts',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.5" />
      </>
    ),
  },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/ironyardparts',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 11v5M8 8v.01M12 16v-5M16 16v-3a2 2 0 0 0-4 0" />
      </>
    ),
  },
];

export function FooterSocialLinks() {
  return (
    <ul className="flex gap-2" aria-label="Follow us">
      {SOCIAL.map((s) => (
        <li key={s.label}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${s.label} (opens in a new tab)`}
            className="flex size-11 items-center justify-center rounded-full bg-ink-800 text-white hover:bg-brand-500 hover:text-ink-900"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              {s.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { LogoMark } from '../header/header-logo';
import { FooterSocialLinks } from './footer-social-links';

/** Spec 1 §2: About Us (about, team, contact), Policies (privacy, return), Sellers (sell with us, our process). */
export const FOOTER_COLUMNS = [
  {
    title: 'About Us',
    links: [
      { to: '/about', label: 'About' },
      { to: '/team', label: 'Team' },
      { to: '/help/contactus', label: 'Contact' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/help/sitepolicies', label: 'Privacy' },
      { to: '/help/returnsandrefunds', label: 'Return' },
    ],
  },
  {
    title: 'Sellers',
    links: [
      { to: '/sellwithus', label: 'Sell With Us' },
      { to: '/vendor', label: 'Our Process' },
    ],
  },
] as const;

export function Footer({ storeName, year }: { storeName: string; year: number }) {
  return (
    <footer className="dark-surface below-fold mt-auto bg-ink-900 text-gray-200 [--fold-size:729px] sm:[--fold-size:450px] lg:[--fold-size:277px]">
      <div className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-10 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-[0.14em] text-white">
            <LogoMark />
            IRONYARD
          </p>
          <p className="mt-3 max-w-xs text-sm">Replacement parts for construction, agricultural and industrial machinery.</p>
          <div className="mt-4">
            <FooterSocialLinks />
          </div>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title.replace(/\W+/g, '-').toLowerCase()}`}>
            <h2 id={`footer-${column.title.replace(/\W+/g, '-').toLowerCase()}`} className="text-sm font-bold tracking-wider text-brand-400 uppercase">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-flex min-h-9 items-center text-sm hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ink-700">
        <p className="mx-auto max-w-screen-2xl px-4 py-4 text-xs text-gray-300 md:px-6">
          © {year} {storeName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

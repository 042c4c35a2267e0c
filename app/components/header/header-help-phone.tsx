import clsx from 'clsx';
import type { StoreSettings } from '~/lib/app-context';
import { PhoneIcon } from '../icons';

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+${digits}`}`;
}

/** Spec 2 §1: a click on the help phone (the header's, the home page's top bar) is counted. The sender loads on the click itself. */
export function trackClick(): void {
  const url = window.location.pathname + window.location.search;
  import('./header-help-phone-track').then(
    (m) => m.sendHelpPhoneClick(url),
    () => {},
  );
}

interface Props {
  store: Pick<StoreSettings, 'phone' | 'hours'>;
  /** icon: a phone icon over the word "Call" (phone headers); inline: number and hours on one line. */
  layout?: 'icon' | 'inline' | 'stacked';
  /** dark: on the dark header; light: on a white panel. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The help phone link with the store hours (spec 1 §1: "9 - 4:30 EST" in the header). */
export function HeaderHelpPhone({ store, layout = 'inline', tone = 'dark', className }: Props) {
  const href = telHref(store.phone);
  if (layout === 'icon') {
    return (
      <a href={href} onClick={trackClick} aria-label={`Call us at ${store.phone}, ${store.hours}`} className={clsx('header-icon-button', className)}>
        <PhoneIcon width={22} height={22} />
        <span aria-hidden="true" className="text-[11px] leading-none">
          Call
        </span>
      </a>
    );
  }
  return (
    <a href={href} onClick={trackClick} className={clsx('flex items-center gap-2 rounded-sm text-sm', className)}>
      <PhoneIcon width={18} height={18} className={clsx('shrink-0', tone === 'dark' ? 'text-brand-400' : 'text-brand-700')} />
      <span className={clsx(layout === 'stacked' ? 'flex flex-col leading-tight' : 'flex flex-wrap gap-x-2')}>
        <span className="font-semibold whitespace-nowrap">{store.phone}</span>
        <span className={clsx('text-xs whitespace-nowrap', tone === 'dark' ? 'text-gray-300' : 'text-gray-700')}>{store.hours}</span>
      </span>
    </a>
  );
}

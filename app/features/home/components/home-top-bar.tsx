import type { StoreSettings } from '~/lib/app-context';
import { telHref, trackClick } from '~/components/header/header-help-phone';

/** The strip above the hero: what we promise and who answers the phone. */
export function HomeTopBar({ store }: { store: StoreSettings }) {
  return (
    <div className="bg-brand-500 text-ink-900">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-center text-sm md:px-6 xl:justify-between">
        <p className="max-xl:hidden">Fitment checked against your machine. Fast shipping from regional warehouses.</p>
        <p>
          Questions? Call{' '}
          <a href={telHref(store.phone)} onClick={trackClick} className="font-bold underline underline-offset-2">
            {store.phone}
          </a>{' '}
          <span className="whitespace-nowrap">({store.hours})</span>
        </p>
      </div>
    </div>
  );
}

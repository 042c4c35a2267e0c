import type { StoreSettings } from '~/lib/app-context';
import { HeaderBackButton } from './header-back-button';
import { HeaderHelpPhone } from './header-help-phone';
import { HeaderLogo } from './header-logo';

/** CHECKOUT: Back, "Checkout - N Items" and the help phone; nothing else to wander off to. */
export function HeaderCheckout({ store, itemCount = 0, backTo }: { store: StoreSettings; itemCount?: number; backTo?: string }) {
  return (
    <header className="dark-surface bg-ink-900 text-white">
      <div className="mx-auto flex min-h-14 max-w-screen-2xl items-center gap-3 px-3 md:px-6">
        <HeaderBackButton backTo={backTo} />
        <HeaderLogo compact className="max-md:hidden" />
        <p className="flex-1 text-center font-bold md:text-lg">Checkout - {itemCount} Items</p>
        <HeaderHelpPhone store={store} layout="icon" className="md:hidden" />
        <HeaderHelpPhone store={store} layout="stacked" className="max-md:hidden" />
      </div>
    </header>
  );
}

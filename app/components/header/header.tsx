import type { StoreSettings } from '~/lib/app-context';
import { useActiveHeader } from '~/lib/header-variant';
import { HeaderCheckout } from './header-checkout';
import { HeaderEditMachine } from './header-edit-machine';
import { HeaderScrollNavBar } from './header-scroll-nav-bar';
import { HeaderStandard } from './header-standard';

/** Renders the variant that the highest-priority entry of the header stack asks for. */
export function Header({ store }: { store: StoreSettings }) {
  const { variant, props = {} } = useActiveHeader();
  switch (variant) {
    case 'HIDDEN':
      return null;
    case 'CHECKOUT':
      return <HeaderCheckout store={store} itemCount={props.itemCount} backTo={props.backTo} />;
    case 'EDIT_MACHINE':
      return <HeaderEditMachine title={props.title} backTo={props.backTo} />;
    case 'NO_SEARCH_ON_MOBILE':
      return <HeaderStandard store={store} searchOnMobile={false} />;
    case 'SCROLL_NAV_BAR':
      return (
        <>
          <HeaderStandard store={store} />
          <HeaderScrollNavBar>{props.scrollNav}</HeaderScrollNavBar>
        </>
      );
    default:
      return <HeaderStandard store={store} />;
  }
}

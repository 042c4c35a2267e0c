import clsx from 'clsx';
import { Link } from 'react-router';
import { TractorIcon } from '../icons';

export function HeaderFleetLink({ className }: { className?: string }) {
  return (
    <Link to="/MyFleet" className={clsx('header-icon-button', className)}>
      <TractorIcon width={22} height={22} />
      <span className="text-[11px] leading-none whitespace-nowrap lg:text-sm lg:font-semibold">My Fleet</span>
    </Link>
  );
}

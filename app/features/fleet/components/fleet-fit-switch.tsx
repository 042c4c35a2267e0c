import clsx from 'clsx';
import { Link, useNavigate } from 'react-router';
import type { SearchMachine } from '../fleet-search';

/**
 * The search page's "Only parts that fit" switch for the machine the search applies: a link to the
 * same search with the switch flipped (`href`, see withOnlyFitting), so it works without scripts
 * and stays in the address.
 */
export function FitOnlySwitch({ href, machine }: { href: string; machine: SearchMachine | null }) {
  const navigate = useNavigate();
  if (!machine) return null;
  const on = machine.onlyFitting;
  return (
    <Link
      to={href}
      role="switch"
      aria-checked={on}
      onKeyDown={(e) => {
        // A switch flips with Space as well as Enter.
        if (e.key === ' ') {
          e.preventDefault();
          void navigate(href);
        }
      }}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold"
    >
      <span aria-hidden="true" className={clsx('relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors', on ? 'bg-green-700' : 'bg-gray-400')}>
        <span className={clsx('absolute top-0.5 size-5 rounded-full bg-white shadow transition-all', on ? 'left-5.5' : 'left-0.5')} />
      </span>
      <span>
        Only parts that fit <span className="font-normal">your {machine.label}</span>
      </span>
    </Link>
  );
}

import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { sessionIdentity } from '~/features/auth/auth-session';
import { useSession } from '~/features/auth/auth-use-session';
import { useRootData, type HeaderFleet, type HeaderFleetMachine as Machine } from '~/lib/root-data';
import { TractorIcon } from '../icons';

/** What the header reads of the fleet page's data (/MyFleet's loader: the customer's fleet). */
interface FleetData {
  garage: HeaderFleet;
}

const shortName = (m: Machine) => m.name || m.machineModel.name;

/**
 * The customer's selected machine in the header (desktop and phone): its name, and a menu to
 * switch to another fleet machine or clear it in one step. Search, product pages and the rest
 * follow the selection (their loaders run again after the change). Nothing without one.
 * The fleet comes with the page (the root loader's, read again after every change posted); only
 * a session that changed in the browser since the page was served (a sign-in in a side panel)
 * has its fleet read here.
 */
export function HeaderMachine({ className }: { className?: string }) {
  const session = useSession();
  const root = useRootData();
  const fleet = useFetcher<FleetData>({ key: 'header-machine' });
  const choose = useFetcher();
  const menu = useRef<HTMLDetailsElement>(null);
  const load = fleet.load;
  const { loggedIn } = session;
  const identity = sessionIdentity(session);
  const changedSinceServed = loggedIn && (!root || identity !== sessionIdentity(root.session));

  useEffect(() => {
    if (changedSinceServed) void load('/MyFleet');
  }, [changedSinceServed, identity, load]);
  // The menu closes once a choice went through.
  useEffect(() => {
    if (choose.state === 'idle' && menu.current) menu.current.open = false;
  }, [choose.state]);

  const garage = !loggedIn ? undefined : changedSinceServed ? fleet.data?.garage : (root?.headerFleet ?? undefined);
  const selected = garage?.items.find((i) => i.id === garage.selectedGarageItemId) ?? null;
  if (!garage || !selected) return null;
  const others = garage.items.filter((i) => i.id !== selected.id);
  const busy = choose.state !== 'idle';

  return (
    <details ref={menu} className={clsx('relative', className)} data-testid="header-machine">
      <summary
        className="header-icon-button cursor-pointer list-none [&::-webkit-details-marker]:hidden"
        aria-label={`Your machine: ${shortName(selected)}. Switch or clear it`}
      >
        <TractorIcon width={22} height={22} className="text-brand-400" />
        <span className="block max-w-[5.5rem] truncate text-[11px] leading-none lg:max-w-[10rem] lg:text-sm lg:font-semibold">{shortName(selected)}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-72 max-w-[90vw] rounded-md bg-white p-3 text-sm text-ink-900 shadow-lg">
        <p className="text-ink-700">Parts are shown for</p>
        <p className="font-semibold">{shortName(selected)}</p>
        {others.length > 0 && (
          <>
            <p className="mt-3 text-ink-700">Switch to</p>
            <ul className="mt-1">
              {others.map((m) => (
                <li key={m.id}>
                  <choose.Form method="post" action="/MyFleet">
                    <input type="hidden" name="intent" value="select" />
                    <input type="hidden" name="garageId" value={m.id} />
                    <button type="submit" disabled={busy} className="min-h-11 w-full rounded px-2 text-left hover:bg-gray-100">
                      {shortName(m)}
                      {m.name && m.name !== m.machineModel.name && <span className="block text-xs text-ink-700">{m.machineModel.name}</span>}
                    </button>
                  </choose.Form>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-gray-200 pt-2">
          <choose.Form method="post" action="/MyFleet">
            <input type="hidden" name="intent" value="select" />
            <input type="hidden" name="garageId" value="" />
            <button type="submit" disabled={busy} className="min-h-11 font-semibold text-blue-800 underline">
              Clear machine
            </button>
          </choose.Form>
          <Link to="/MyFleet" className="min-h-11 content-center text-blue-800 underline">
            My Fleet
          </Link>
        </div>
      </div>
    </details>
  );
}

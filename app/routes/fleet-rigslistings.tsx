import { graphql } from '~/gql/gql';
import { Link } from 'react-router';
import { RIG_STATUS_LABELS } from '~/features/fleet/api/fleet-api';
import { FleetListingOwner } from '~/features/fleet/components/fleet-listing-owner';
import { loadGarageIfAny } from '~/features/fleet/fleet-loader.server';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { formatPrice } from '~/lib/money';
import type { Route } from './+types/fleet-rigslistings';
import { formatCount } from '~/lib/number-format';

const QUERY = graphql(`query RigListings { v1 { rigListings { id price contactName contactPhone contactEmail location description createdOnUtc
  machine { name hours year machineStatus machineModel { id name type picture { imageUrl } } picture { imageUrl } } } } }`);

export async function loader({ context }: Route.LoaderArgs) {
  // The visitor's own listings get a way to change them.
  const [data, garage] = await Promise.all([serverQuery(context, QUERY), loadGarageIfAny(context)]);
  return { listings: data.v1.rigListings, garage };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Rigs for Sale', description: 'Used tractors, loaders and other machines offered for sale by their owners.' });
}

/** /fleet/rigslistings: machines customers have put up for sale, open to everyone. */
export default function RigListingsPage({ loaderData }: Route.ComponentProps) {
  const { listings, garage } = loaderData;
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <h1 className="text-2xl font-bold">Rigs for sale</h1>
      <p className="mt-1 text-ink-700">
        Machines offered by their owners. Contact the seller directly.{' '}
        <Link to="/fleet" className="text-blue-800 underline">
          Sell one of yours
        </Link>
      </p>
      {listings.length === 0 ? (
        <p className="mt-8">No machines are listed for sale right now.</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {listings.map((l) => (
            <li key={l.id} id={`listing-${l.id}`} className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4">
              <img
                src={l.machine.picture?.imageUrl ?? l.machine.machineModel.picture.imageUrl}
                alt={l.machine.picture ? `Photo of ${l.machine.name}` : `Drawing of a ${l.machine.machineModel.type.toLowerCase()}`}
                width={480}
                height={320}
                loading="lazy"
                className={`aspect-[3/2] w-full rounded-sm bg-gray-100 ${l.machine.picture ? 'object-cover' : 'object-contain'}`}
              />
              <h2 className="text-lg font-bold">
                {l.machine.year ? `${l.machine.year} ` : ''}
                <Link to={`/m/${l.machine.machineModel.id}`} className="hover:underline">
                  {l.machine.machineModel.name}
                </Link>
              </h2>
              <p className="text-xl font-bold">{formatPrice(l.price)}</p>
              <p className="text-sm">
                {RIG_STATUS_LABELS[l.machine.machineStatus]}
                {l.machine.hours !== null && ` · ${formatCount(l.machine.hours)} hours`}
                {l.location && ` · ${l.location}`}
              </p>
              {l.description && <p className="text-sm whitespace-pre-line">{l.description}</p>}
              <FleetListingOwner garage={garage} listingId={l.id} />
              <p className="text-sm">
                Contact {l.contactName}
                {l.contactPhone && (
                  <>
                    {' · '}
                    <a href={`tel:${l.contactPhone.replace(/[^\d+]/g, '')}`} className="text-blue-800 underline">
                      {l.contactPhone}
                    </a>
                  </>
                )}
                {l.contactEmail && (
                  <>
                    {' · '}
                    <a href={`mailto:${l.contactEmail}`} className="text-blue-800 underline">
                      {l.contactEmail}
                    </a>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

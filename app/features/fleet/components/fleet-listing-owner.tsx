import { Link } from 'react-router';
import type { GarageState } from '../api/fleet-garage';

/** On the rigs listings: lets the seller of a listing change or remove it (nothing for everyone else). */
export function FleetListingOwner({ garage, listingId }: { garage: GarageState | null; listingId: string }) {
  const machine = garage?.items.find((i) => i.listing?.id === listingId);
  if (!machine) return null;
  return (
    <p className="text-sm">
      <span className="rounded-sm bg-brand-100 px-1.5 py-0.5 font-semibold">Your listing</span>{' '}
      <Link to={`/fleet/rig/${machine.id}/sell`} className="font-semibold text-blue-800 underline">
        Edit or remove<span className="sr-only"> the listing of {machine.name}</span>
      </Link>
    </p>
  );
}

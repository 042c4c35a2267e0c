import { Link } from 'react-router';
import { machineLabel, type GarageState } from '../api/fleet-garage';

/** Shortcuts to the parts books of the visitor's own machines (nothing for an empty or unread fleet). */
export function FleetPartsBooks({ garage }: { garage: GarageState | null }) {
  if (!garage) return null;
  const machines = garage.items.filter((i) => i.machineModel.diagramCount > 0);
  if (machines.length === 0) return null;
  return (
    <section aria-labelledby="fleet-parts-books">
      <h2 id="fleet-parts-books" className="text-lg font-bold">
        Your machines
      </h2>
      <ul className="mt-2 flex flex-wrap gap-3">
        {machines.map((m) => (
          <li key={m.id}>
            <Link
              to={`/partsbooks/m/${m.machineModel.id}`}
              className={`inline-flex min-h-11 items-center rounded-md border px-4 py-2 font-semibold hover:border-brand-600 ${m.id === garage.selectedGarageItemId ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`}
            >
              {machineLabel(m)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

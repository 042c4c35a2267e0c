import { graphql } from '~/gql/gql';
import { data, Link } from 'react-router';
import { availabilityText } from '~/features/catalog/catalog-availability';
import { productPath } from '~/features/catalog/catalog-product-query';
import { FleetModelNote } from '~/features/fleet/components/fleet-model-note';
import { loadGarageIfAny } from '~/features/fleet/fleet-loader.server';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { priceOrCallForPrice } from '../../shared/availability-texts';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/machine-model';
import { isIdParam } from '~/lib/route-params';

const QUERY = graphql(`query MachineModelPage($id: ID!, $after: String) { v1 { machineModel(id: $id) {
  id name manufacturer manufacturerId type yearFrom yearTo horsepower description diagramCount picture { imageUrl }
  engines { id name } attachments { id name }
  products(first: 24, after: $after) { totalCount hasNextPage endCursor nodes { id name seoName sku manufacturerPartNumber pictures { thumbnailUrl } vendor { name }
    priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime } } } } } }`);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isIdParam(params.machineModelId)) throw data(null, { status: 404 });
  const after = new URL(request.url).searchParams.get('after');
  // The customer's fleet says whether the selected machine is this model.
  const [result, garage] = await Promise.all([
    serverQuery(context, QUERY, { id: params.machineModelId, after: after && /^\d{1,7}$/.test(after) ? after : null }),
    loadGarageIfAny(context),
  ]);
  if (!result.v1.machineModel) throw data(null, { status: 404 });
  return { model: result.v1.machineModel, garage };
}

export function meta(args: Route.MetaArgs) {
  const m = args.data?.model;
  if (!m) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, { title: `${m.name} Parts`, description: `Replacement parts and parts diagrams for the ${m.name} ${m.type.toLowerCase()}.` });
}

/** /m/{machineModelId}: a machine model, its specs, the parts that fit it and its parts book. */
export default function MachineModelPage({ loaderData }: Route.ComponentProps) {
  const { model: m } = loaderData;
  const phone = useRootData()?.store.phone ?? '';
  const years = m.yearFrom ? `${m.yearFrom}–${m.yearTo ?? 'today'}` : null;
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <div className="flex flex-col gap-6 md:flex-row">
        <img src={m.picture.imageUrl} alt={`Drawing of a ${m.type.toLowerCase()}`} width={420} height={270} className="aspect-[14/9] w-full max-w-[420px] rounded-md bg-gray-100" />
        <div className="space-y-3">
          <p className="text-sm text-ink-700">{m.manufacturer}</p>
          <h1 className="text-3xl font-bold">{m.name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-700">Type</dt>
            <dd>{m.type}</dd>
            {years && (
              <>
                <dt className="text-ink-700">Built</dt>
                <dd>{years}</dd>
              </>
            )}
            {m.horsepower && (
              <>
                <dt className="text-ink-700">Power</dt>
                <dd>{m.horsepower} hp</dd>
              </>
            )}
            {m.engines.length > 0 && (
              <>
                <dt className="text-ink-700">Engines</dt>
                <dd>{m.engines.map((e) => e.name).join(', ')}</dd>
              </>
            )}
            {m.attachments.length > 0 && (
              <>
                <dt className="text-ink-700">Attachments</dt>
                <dd>{m.attachments.map((e) => e.name).join(', ')}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={`/fleet/add?machineModelId=${m.id}`} className="inline-flex h-11 items-center rounded-md bg-brand-500 px-4 font-bold text-ink-900 hover:bg-brand-400">
              Add to my fleet
            </Link>
            {m.diagramCount > 0 && (
              <Link to={`/partsbooks/m/${m.id}`} className="inline-flex h-11 items-center rounded-md border border-gray-400 px-4 font-semibold">
                Parts book ({m.diagramCount} diagrams)
              </Link>
            )}
          </div>
          <FleetModelNote garage={loaderData.garage} machineModelId={m.id} modelName={m.name} />
        </div>
      </div>

      <section aria-labelledby="fits" className="mt-10">
        <h2 id="fits" className="text-xl font-bold">
          Parts that fit the {m.name} ({m.products.totalCount})
        </h2>
        {m.products.nodes.length === 0 ? (
          <p className="mt-3">No parts are listed for this model yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {m.products.nodes.map((p) => {
              const availability = availabilityText(p.priceAndAvailability, phone);
              return (
                <li key={p.id} className="flex gap-3 rounded-md border border-gray-300 p-3">
                  <img src={p.pictures[0]?.thumbnailUrl ?? '/media/placeholder/100'} alt="" width={72} height={72} loading="lazy" className="size-[72px] shrink-0 rounded-sm bg-gray-100" />
                  <div className="min-w-0 text-sm">
                    <Link to={productPath(p)} className="line-clamp-2 font-semibold hover:underline">
                      {p.name}
                    </Link>
                    <p className="text-ink-700">{p.manufacturerPartNumber || p.sku}</p>
                    <p>
                      <span className="font-bold">{priceOrCallForPrice(p.priceAndAvailability.price)}</span> ·{' '}
                      {availability.label}
                    </p>
                    {p.vendor && <p className="text-ink-700">Sold by {p.vendor.name}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {m.products.hasNextPage && m.products.endCursor && (
          <p className="mt-4">
            <Link to={`?after=${m.products.endCursor}`} className="font-semibold text-blue-800 underline">
              More parts
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

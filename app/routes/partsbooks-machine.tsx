import { Link } from 'react-router';
import { FleetModelNote } from '~/features/fleet/components/fleet-model-note';
import { loadGarageIfAny } from '~/features/fleet/fleet-loader.server';
import { diagramPath, partsBookPath } from '~/features/partsbooks/api/partsbooks-api';
import { DiagramWorkspace } from '~/features/partsbooks/components/partsbooks-diagram-workspace';
import { SectionTree } from '~/features/partsbooks/components/partsbooks-section-tree';
import { loadPartsBook } from '~/features/partsbooks/partsbooks-load';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/partsbooks-machine';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The customer's fleet says whether the selected machine is this model.
  const [book, garage] = await Promise.all([loadPartsBook(context, params.machineId, url.searchParams.get('diagramId')), loadGarageIfAny(context)]);
  const asked = url.searchParams.get('sectionId');
  // Without a section (or with one of another book), open the first that has drawings.
  const sectionId =
    book.sections.find((s) => s.id === asked)?.id ?? book.diagram?.sectionId ?? book.sections.find((s) => s.diagramCount > 0)?.id ?? null;
  return { ...book, garage, sectionId, anchorProductId: url.searchParams.get('productIdAnchor') };
}

export function meta(args: Route.MetaArgs) {
  const d = args.data;
  if (!d) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, {
    title: d.diagram ? `${d.diagram.title} – ${d.model.name} Parts Diagram` : `${d.model.name} Parts Book`,
    description: `Exploded-view parts diagrams for the ${d.model.name} ${d.model.type.toLowerCase()}, with part numbers, prices and availability.`,
    canonicalParams: ['sectionId', 'diagramId'],
  });
}

/** /partsbooks/m/{machineId} and /{prefix}/m/{machineId}?sectionId&diagramId&productIdAnchor. */
export default function PartsBookMachinePage({ loaderData }: Route.ComponentProps) {
  const { model, sections, diagrams, diagram, sectionId, anchorProductId } = loaderData;
  const phone = useRootData()?.store.phone ?? '';
  const inSection = diagrams.filter((d) => d.sectionId === sectionId);
  const section = sections.find((s) => s.id === sectionId);
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/partsbooks" className="text-blue-800 underline">
              Parts books
            </Link>
          </li>
          <li>
            <span aria-hidden="true">/ </span>
            <Link to={`/partsbooks/brand/${model.manufacturerId}`} className="text-blue-800 underline">
              {model.manufacturer}
            </Link>
          </li>
          <li aria-current="page">
            <span aria-hidden="true">/ </span>
            {model.name}
          </li>
        </ol>
      </nav>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{model.name} parts book</h1>
        <Link to={`/m/${model.id}`} className="text-sm font-semibold text-blue-800 underline">
          About the {model.name}
        </Link>
      </div>
      <div className="mt-3">
        <FleetModelNote garage={loaderData.garage} machineModelId={model.id} modelName={model.name} />
      </div>
      {sections.length === 0 ? (
        <p className="mt-6">This machine has no parts book yet.</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <aside>
            <SectionTree sections={sections} currentId={sectionId} hrefFor={(id) => partsBookPath(model, { sectionId: id })} />
          </aside>
          <div className="min-w-0 space-y-8">
            {diagram ? (
              <DiagramWorkspace key={diagram.id} diagram={diagram} phone={phone} anchorProductId={anchorProductId} />
            ) : null}
            <section aria-label={section ? `Diagrams: ${section.title}` : 'Diagrams'}>
              <h2 className="text-lg font-bold">{section?.title ?? 'Diagrams'}</h2>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {inSection.map((d) => (
                  <li key={d.id}>
                    <Link
                      to={partsBookPath(model, { sectionId: d.sectionId, diagramId: d.id })}
                      aria-current={diagram?.id === d.id ? 'true' : undefined}
                      className={`block rounded-md border p-2 hover:border-brand-600 ${diagram?.id === d.id ? 'border-brand-600' : 'border-gray-300'}`}
                    >
                      <img src={d.imageUrl} alt="" width={d.width} height={d.height} loading="lazy" className="h-auto w-full bg-white" />
                      <span className="mt-1 block font-semibold">{d.title}</span>
                    </Link>
                    <Link to={diagramPath(model, d.id)} className="text-sm text-blue-800 underline">
                      Open full diagram<span className="sr-only">: {d.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { SidePanel } from '~/components/panels/panel-side';
import { FleetModelNote } from '~/features/fleet/components/fleet-model-note';
import { loadGarageIfAny } from '~/features/fleet/fleet-loader.server';
import { diagramPath, partsBookPath } from '~/features/partsbooks/api/partsbooks-api';
import { DiagramWorkspace } from '~/features/partsbooks/components/partsbooks-diagram-workspace';
import { loadPartsBook } from '~/features/partsbooks/partsbooks-load';
import { closePanel, openPanel } from '~/lib/panel-store';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/partsbooks-diagram';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // ?diagramId names the diagram when given (spec 2 §2), else the path does.
  const asked = new URL(request.url).searchParams.get('diagramId') ?? params.diagramId;
  // The customer's fleet says whether the selected machine is this model.
  const [book, garage] = await Promise.all([loadPartsBook(context, params.machineId, asked), loadGarageIfAny(context)]);
  return { ...book, garage, diagram: book.diagram!, anchorProductId: new URL(request.url).searchParams.get('productIdAnchor') };
}

export function meta(args: Route.MetaArgs) {
  const d = args.data;
  if (!d) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, {
    title: `${d.diagram.title} – ${d.model.name} Parts Diagram`,
    description: `Parts diagram ${d.diagram.title} for the ${d.model.name}: every numbered part with its price and availability.`,
    canonicalParams: ['diagramId'],
  });
}

/** /{prefix}/m/{machineId}/{diagramId}/diagram?diagramId: one diagram, with the book's other diagrams in a side panel. */
export default function PartsBookDiagramPage({ loaderData }: Route.ComponentProps) {
  const { model, diagram, diagrams, sections, anchorProductId } = loaderData;
  const phone = useRootData()?.store.phone ?? '';
  // The panel lists the whole book, this diagram's section first.
  const titles = new Map(sections.map((s) => [s.id, s.title]));
  const groups = new Map<string, typeof diagrams>();
  for (const d of [...diagrams].sort((a, b) => Number(b.sectionId === diagram.sectionId) - Number(a.sectionId === diagram.sectionId))) {
    groups.set(d.sectionId, [...(groups.get(d.sectionId) ?? []), d]);
  }
  return (
    <div className="mx-auto max-w-screen-2xl space-y-4 px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={partsBookPath(model)} className="text-blue-800 underline">
              {model.name} parts book
            </Link>
          </li>
          {diagram.sectionPath.map((s) => (
            <li key={s.id}>
              <span aria-hidden="true">/ </span>
              <Link to={partsBookPath(model, { sectionId: s.id })} className="text-blue-800 underline">
                {s.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">
          {`${model.name}: ${diagram.title}`}
        </h1>
        {diagrams.length > 1 && (
          <button type="button" onClick={() => openPanel('diagram')} className="h-11 rounded-md border border-gray-400 px-4 font-semibold">
            All diagrams ({diagrams.length})
          </button>
        )}
      </div>
      <FleetModelNote garage={loaderData.garage} machineModelId={model.id} modelName={model.name} />
      <DiagramWorkspace key={diagram.id} diagram={diagram} phone={phone} anchorProductId={anchorProductId} showTitle={false} />
      <SidePanel panel="diagram" title={`${model.name} diagrams`} side="right">
        <div className="space-y-5 p-4">
          {[...groups.entries()].map(([sectionId, list]) => (
            <section key={sectionId} aria-label={titles.get(sectionId) ?? 'Diagrams'}>
              <h2 className="font-bold">{titles.get(sectionId) ?? 'Diagrams'}</h2>
              <ul className="mt-2 grid grid-cols-2 gap-2">
                {list.map((d) => (
                  <li key={d.id}>
                    <Link
                      to={diagramPath(model, d.id)}
                      onClick={() => closePanel('diagram')}
                      aria-current={d.id === diagram.id ? 'page' : undefined}
                      className={`block rounded-md border p-1 text-sm ${d.id === diagram.id ? 'border-brand-600 bg-brand-50' : 'border-gray-300 hover:border-brand-600'}`}
                    >
                      <img src={d.imageUrl} alt="" width={d.width} height={d.height} loading="lazy" className="h-auto w-full bg-white" />
                      <span className="mt-1 block font-semibold">{d.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </SidePanel>
    </div>
  );
}

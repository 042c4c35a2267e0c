import { ensureGuestSession, viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { DiagramDetailFieldsFragment, DiagramSummaryFieldsFragment, MyDiagramsQuery, PartsBookQuery } from '~/gql/graphql';

graphql(`fragment DiagramSummaryFields on Diagram { id title imageUrl sectionId width height }`);

graphql(`
  fragment DiagramDetailFields on Diagram {
    ...DiagramSummaryFields
    sectionPath { id title }
    lineItems { id partDrawingIdentifier partNumber quantity comment calloutX calloutY
      products { id name seoName sku vendor { name }
        priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime orderMinimumQuantity orderMaximumQuantity } } }
  }
`);

export const PARTS_BOOK_QUERY = graphql(`
  query PartsBook($id: ID!) {
    v1 {
      machineModel(id: $id) { id name seoName manufacturer manufacturerId type diagramCount }
      machineSections(machineModelId: $id) { id parentSectionId title seoName diagramCount }
      diagrams(machineModelId: $id) { ...DiagramSummaryFields }
    }
  }
`);

export const DIAGRAM_QUERY = graphql(`query Diagram($id: ID!) { v1 { diagram(id: $id) { machineModelId ...DiagramDetailFields } } }`);

export type Section = PartsBookQuery['v1']['machineSections'][number];
export type DiagramSummary = DiagramSummaryFieldsFragment;
export type DiagramDetail = DiagramDetailFieldsFragment;
export type LineItem = DiagramDetail['lineItems'][number];
export type DiagramPart = LineItem['products'][number];
export type PartsBookModel = NonNullable<PartsBookQuery['v1']['machineModel']>;

/** Where a machine's parts book lives: /{seo name}/m/{id}. */
export function partsBookPath(m: { id: string; seoName: string }, query?: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v) q.set(k, v);
  const s = q.toString();
  return `/${encodeURIComponent(m.seoName || 'machine')}/m/${m.id}${s ? `?${s}` : ''}`;
}

/** The page of one diagram: /{seo name}/m/{machine id}/{diagram id}/diagram?diagramId=…. */
export function diagramPath(m: { id: string; seoName: string }, diagramId: string): string {
  return `/${encodeURIComponent(m.seoName || 'machine')}/m/${m.id}/${diagramId}/diagram?diagramId=${diagramId}`;
}

export type CustomerDiagram = MyDiagramsQuery['v1']['myCustomerDiagrams'][number];

export async function myDiagrams(filter: 'FAVORITED' | 'RECENT'): Promise<CustomerDiagram[]> {
  const r = await viewerQuery(
    graphql(`query MyDiagrams($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType diagram { id title imageUrl machineModel { id name seoName } } } } }`),
    { f: filter },
  );
  return r.v1.myCustomerDiagrams;
}

export async function isFavoriteDiagram(diagramId: string): Promise<boolean> {
  const r = await viewerQuery(graphql(`query DiagramFavorite($id: ID!) { v1 { diagram(id: $id) { isFavorite } } }`), { id: diagramId });
  return r.v1.diagram?.isFavorite ?? false;
}

export async function favoriteDiagram(diagramId: string, favorite: boolean): Promise<boolean> {
  await ensureGuestSession();
  const r = await viewerQuery(
    graphql(`mutation FavoriteDiagram($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }`),
    { id: diagramId, f: favorite },
  );
  return r.v1.diagram.favoriteDiagram;
}

export async function logDiagram(diagramId: string): Promise<void> {
  await viewerQuery(graphql(`mutation LogDiagram($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }`), { id: diagramId });
}

import { ensureGuestSession, viewerQuery } from '~/features/auth/auth-session';

export interface Section {
  id: string;
  parentSectionId: string | null;
  title: string;
  seoName: string;
  diagramCount: number;
}

export interface DiagramSummary {
  id: string;
  title: string;
  imageUrl: string;
  sectionId: string;
  width: number;
  height: number;
}

export interface DiagramPart {
  id: string;
  name: string;
  seoName: string;
  sku: string;
  vendor: { name: string } | null;
  priceAndAvailability: {
    price: number | null;
    status: string;
    buildToOrderRange: string;
    backorderAvailabilityRange: string;
    preorderAvailabilityStartDateTime: string | null;
    orderMinimumQuantity: number;
    orderMaximumQuantity: number;
  };
}

export interface LineItem {
  id: string;
  partDrawingIdentifier: string;
  partNumber: string;
  quantity: number;
  comment: string;
  calloutX: number;
  calloutY: number;
  products: DiagramPart[];
}

export interface DiagramDetail extends DiagramSummary {
  lineItems: LineItem[];
  sectionPath: Array<{ id: string; title: string }>;
}

export interface PartsBookModel {
  id: string;
  name: string;
  seoName: string;
  manufacturer: string;
  manufacturerId: string;
  type: string;
  diagramCount: number;
}

export const DIAGRAM_SUMMARY_FIELDS = 'id title imageUrl sectionId width height';
export const DIAGRAM_DETAIL_FIELDS = `${DIAGRAM_SUMMARY_FIELDS} sectionPath { id title }
  lineItems { id partDrawingIdentifier partNumber quantity comment calloutX calloutY
    products { id name seoName sku vendor { name } priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime orderMinimumQuantity orderMaximumQuantity } } }`;

export const PARTS_BOOK_QUERY = `query PartsBook($id: ID!) { v1 {
  machineModel(id: $id) { id name seoName manufacturer manufacturerId type diagramCount }
  machineSections(machineModelId: $id) { id parentSectionId title seoName diagramCount }
  diagrams(machineModelId: $id) { ${DIAGRAM_SUMMARY_FIELDS} } } }`;

export const DIAGRAM_QUERY = `query Diagram($id: ID!) { v1 { diagram(id: $id) { machineModelId ${DIAGRAM_DETAIL_FIELDS} } } }`;

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

export interface CustomerDiagram {
  id: string;
  relationType: 'FAVORITED' | 'RECENT';
  diagram: { id: string; title: string; imageUrl: string; machineModel: { id: string; name: string; seoName: string } | null } | null;
}

export async function myDiagrams(filter: 'FAVORITED' | 'RECENT'): Promise<CustomerDiagram[]> {
  const r = await viewerQuery<{ v1: { myCustomerDiagrams: CustomerDiagram[] } }>(
    `query MyDiagrams($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType diagram { id title imageUrl machineModel { id name seoName } } } } }`,
    { f: filter },
  );
  return r.v1.myCustomerDiagrams;
}

export async function isFavoriteDiagram(diagramId: string): Promise<boolean> {
  const r = await viewerQuery<{ v1: { diagram: { isFavorite: boolean } | null } }>(`query DiagramFavorite($id: ID!) { v1 { diagram(id: $id) { isFavorite } } }`, { id: diagramId });
  return r.v1.diagram?.isFavorite ?? false;
}

export async function favoriteDiagram(diagramId: string, favorite: boolean): Promise<boolean> {
  await ensureGuestSession();
  const r = await viewerQuery<{ v1: { diagram: { favoriteDiagram: boolean } } }>(
    `mutation FavoriteDiagram($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }`,
    { id: diagramId, f: favorite },
  );
  return r.v1.diagram.favoriteDiagram;
}

export async function logDiagram(diagramId: string): Promise<void> {
  await viewerQuery(`mutation LogDiagram($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }`, { id: diagramId });
}

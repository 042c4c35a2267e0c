import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, newGuest, signIn } from '../../../tests/support/test-auth';
import { createPartsBookRoutes } from './partsbooks.routes';

let t: TestApp;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface DiagramDetail {
  id: string;
  title: string;
  imageUrl: string;
  width: number;
  height: number;
  isFavorite: boolean;
  sectionPath: Array<{ id: string; title: string }>;
  lineItems: Array<{ partDrawingIdentifier: string; partNumber: string; quantity: number; calloutX: number; calloutY: number; products: Array<{ id: string; manufacturerPartNumber: string }> }>;
}

const DIAGRAM = `query($id: ID!) { v1 { diagram(id: $id) { id title imageUrl width height isFavorite sectionPath { id title }
  lineItems { partDrawingIdentifier partNumber quantity comment calloutX calloutY products { id manufacturerPartNumber } } } } }`;
const FAVORITE = `mutation($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }`;
const LOG = `mutation($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }`;
const MINE = `query($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType createdOnUtc diagram { id title } } } }`;

let modelId: string;
let diagramIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const models = await t.graphql<{ v1: { machineModels: Array<{ id: string; diagramCount: number }> } }>(`{ v1 { machineModels(withDiagrams: true) { id diagramCount } } }`);
  const best = models.body.data!.v1.machineModels.sort((a, b) => b.diagramCount - a.diagramCount)[0];
  modelId = best.id;
  const diagrams = await t.graphql<{ v1: { diagrams: Array<{ id: string }> } }>(`query($m: ID!) { v1 { diagrams(machineModelId: $m) { id } } }`, { m: modelId });
  diagramIds = diagrams.body.data!.v1.diagrams.map((d) => d.id);
});

afterAll(() => t.close());

describe('parts books', () => {
  it('answers a model’s section tree and diagrams whose callouts name catalogue parts', async () => {
    expect(diagramIds.length).toBeGreaterThan(1);
    const sections = await t.graphql<{ v1: { machineSections: Array<{ id: string; parentSectionId: string | null; diagramCount: number }> } }>(
      `query($m: ID!) { v1 { machineSections(machineModelId: $m) { id title seoName parentSectionId diagramCount } } }`,
      { m: modelId },
    );
    const list = sections.body.data!.v1.machineSections;
    const ids = new Set(list.map((s) => s.id));
    expect(list.some((s) => s.parentSectionId === null)).toBe(true);
    for (const s of list) if (s.parentSectionId !== null) expect(ids.has(s.parentSectionId)).toBe(true);
    const leaf = list.find((s) => s.diagramCount > 0)!;
    const inSection = await t.graphql<{ v1: { diagrams: Array<{ sectionId: string }> } }>(
      `query($m: ID!, $s: ID) { v1 { diagrams(machineModelId: $m, sectionId: $s) { id sectionId } } }`,
      { m: modelId, s: leaf.id },
    );
    expect(inSection.body.data!.v1.diagrams.length).toBe(leaf.diagramCount);

    const res = await t.graphql<{ v1: { diagram: DiagramDetail } }>(DIAGRAM, { id: diagramIds[0] });
    const d = res.body.data!.v1.diagram;
    expect(d.sectionPath.length).toBe(2);
    expect(d.lineItems.length).toBeGreaterThan(1);
    const matched = d.lineItems.filter((li) => li.products.length > 0);
    expect(matched.length).toBeGreaterThan(0);
    for (const li of matched) expect(li.products[0].manufacturerPartNumber).toBe(li.partNumber);
    for (const li of d.lineItems) {
      expect(li.calloutX).toBeGreaterThan(0);
      expect(li.calloutX).toBeLessThan(d.width);
      expect(li.calloutY).toBeLessThan(d.height);
    }
    // The drawing carries a numbered bubble at every stored callout position.
    const routes = createPartsBookRoutes({ partsbooks: t.services.partsbooks });
    const svg = await routes.request(d.imageUrl);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = await svg.text();
    for (const li of d.lineItems) expect(text).toContain(`<circle cx="${li.calloutX}" cy="${li.calloutY}" r="15"`);
    expect((await routes.request('/media/diagram/99999999.svg')).status).toBe(404);
    expect((await routes.request('/media/diagram/abc.svg')).status).toBe(404);
    const missing = await t.graphql<{ v1: { diagram: null } }>(DIAGRAM, { id: 'x' });
    expect(missing.body.data!.v1.diagram).toBeNull();
  });

  it('keeps favourites and recent diagrams per customer, newest first, and moves a guest’s to the account', async () => {
    const g = await newGuest(t);
    const other = await newGuest(t);
    await t.graphql(LOG, { id: diagramIds[0] }, auth(g.access_token));
    await t.graphql(LOG, { id: diagramIds[1] }, auth(g.access_token));
    await t.graphql(LOG, { id: diagramIds[0] }, auth(g.access_token));
    const fav = await t.graphql<{ v1: { diagram: { favoriteDiagram: boolean } } }>(FAVORITE, { id: diagramIds[1], f: true }, auth(g.access_token));
    expect(fav.body.data!.v1.diagram.favoriteDiagram).toBe(true);

    const recent = await t.graphql<{ v1: { myCustomerDiagrams: Array<{ diagram: { id: string } }> } }>(MINE, { f: 'RECENT' }, auth(g.access_token));
    expect(recent.body.data!.v1.myCustomerDiagrams.map((c) => c.diagram.id)).toEqual([diagramIds[0], diagramIds[1]]);
    const favs = await t.graphql<{ v1: { myCustomerDiagrams: Array<{ relationType: string; diagram: { id: string } }> } }>(MINE, { f: 'FAVORITED' }, auth(g.access_token));
    expect(favs.body.data!.v1.myCustomerDiagrams).toEqual([expect.objectContaining({ relationType: 'FAVORITED', diagram: expect.objectContaining({ id: diagramIds[1] }) })]);
    const unfav = await t.graphql<{ v1: { myCustomerDiagrams: Array<{ diagram: { id: string } }> } }>(MINE, { f: 'UNFAVORITED' }, auth(g.access_token));
    expect(unfav.body.data!.v1.myCustomerDiagrams.map((c) => c.diagram.id)).toEqual([diagramIds[0]]);
    const detail = await t.graphql<{ v1: { diagram: DiagramDetail } }>(DIAGRAM, { id: diagramIds[1] }, auth(g.access_token));
    expect(detail.body.data!.v1.diagram.isFavorite).toBe(true);

    // Nobody else sees them.
    const theirs = await t.graphql<{ v1: { myCustomerDiagrams: unknown[] } }>(MINE, {}, auth(other.access_token));
    expect(theirs.body.data!.v1.myCustomerDiagrams).toEqual([]);
    const anonymous = await t.graphql<{ v1: { myCustomerDiagrams: unknown[] } }>(MINE, {});
    expect(anonymous.body.data!.v1.myCustomerDiagrams).toEqual([]);

    const unset = await t.graphql<{ v1: { diagram: { favoriteDiagram: boolean } } }>(FAVORITE, { id: diagramIds[1], f: false }, auth(g.access_token));
    expect(unset.body.data!.v1.diagram.favoriteDiagram).toBe(false);
    await t.graphql(FAVORITE, { id: diagramIds[0], f: true }, auth(g.access_token));

    const s = await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD, { guest_refresh_token: g.refresh_token });
    const moved = await t.graphql<{ v1: { myCustomerDiagrams: Array<{ relationType: string; diagram: { id: string } }> } }>(MINE, { f: 'FAVORITED' }, auth(s.access_token));
    expect(moved.body.data!.v1.myCustomerDiagrams.map((c) => c.diagram.id)).toContain(diagramIds[0]);
  });

  it('refuses unknown diagrams and callers without a session', async () => {
    const g = await newGuest(t);
    for (const id of ['999999999', 'abc']) {
      const res = await t.graphql(FAVORITE, { id, f: true }, auth(g.access_token));
      expect(res.body.errors?.[0].message).toBe('That diagram was not found.');
      const log = await t.graphql(LOG, { id }, auth(g.access_token));
      expect(log.body.errors?.[0].message).toBe('That diagram was not found.');
    }
    const anonymous = await t.graphql(LOG, { id: diagramIds[0] });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// Live checks of the public API, run from the integrator's browser against this store (/apitests).

/** One check: a name, what it proves, and the call that must not throw. */
export interface ApiCheck {
  name: string;
  run: (state: CheckState) => Promise<string>;
}

/** What one check hands the next: the guest's token, a product id, the cart line. */
export interface CheckState {
  guestToken?: string;
  productId?: string;
  cartItemId?: string;
}

const CLIENT_ID = 'ironyard-web';

async function form(call: string, fields: Record<string, string>) {
  const res = await fetch(`/api/jwtauth/${call}`, { method: 'POST', body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }) });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${String(body?.message ?? res.statusText)}`);
  return body ?? {};
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(token ? `/api/graphql?authorization=${encodeURIComponent(token)}` : '/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (body.errors?.length) throw new Error(`${body.errors[0].extensions?.code ?? 'ERROR'}: ${body.errors[0].message}`);
  if (!res.ok || !body.data) throw new Error(`HTTP ${res.status}`);
  return body.data;
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const LINES = 'productGroups { items { id quantity product { id } } }';
interface CartLines {
  productGroups: Array<{ items: Array<{ id: string; quantity: number; product: { id: string } | null }> }>;
}
const linesOf = (cart: CartLines) => cart.productGroups.flatMap((g) => g.items);

export const API_CHECKS: ApiCheck[] = [
  {
    name: 'Token service answers (checkregistered)',
    run: async () => {
      const body = await form('checkregistered', { email: 'api-check@example.com' });
      expect(typeof body.hasValidAccount === 'boolean', 'no hasValidAccount in the answer');
      return `hasValidAccount: ${String(body.hasValidAccount)}`;
    },
  },
  {
    name: 'Guest session (createguest)',
    run: async (s) => {
      const body = await form('createguest', {});
      expect(typeof body.access_token === 'string', 'no access_token in the answer');
      s.guestToken = body.access_token as string;
      return `access token for ${String(body.expires_in)} s`;
    },
  },
  {
    name: 'Store information (v1.info)',
    run: async () => {
      const d = await gql<{ v1: { info: { version: string } } }>('query ApiCheckInfo { v1 { info { version } } }');
      return `version ${d.v1.info.version}`;
    },
  },
  {
    name: 'Catalogue: categories and manufacturers',
    run: async () => {
      const d = await gql<{ v1: { categories: unknown[]; manufacturers: unknown[] } }>('query ApiCheckCatalogue { v1 { categories { id name } manufacturers { id name } } }');
      expect(d.v1.categories.length > 0, 'no categories');
      return `${d.v1.categories.length} categories, ${d.v1.manufacturers.length} manufacturers`;
    },
  },
  {
    name: 'Search endpoint (multi-query)',
    run: async (s) => {
      const res = await fetch('/api/search/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [{ indexName: 'PRODUCTS_MASTER', params: { query: '', hitsPerPage: 5, facets: ['*'] } }] }),
      });
      expect(res.ok, `HTTP ${res.status}`);
      const body = (await res.json()) as { results: Array<{ nbHits: number; hits: Array<{ objectID: string }> }> };
      const result = body.results[0];
      expect(result && result.hits.length > 0, 'no hits');
      s.productId = result.hits[0].objectID;
      return `${result.nbHits} products`;
    },
  },
  {
    name: 'Guest cart: add a part',
    run: async (s) => {
      expect(s.guestToken && s.productId, 'needs the guest session and a search hit');
      // A part may be sold only in packs or from a minimum quantity: add what it is sold in.
      const rules = await gql<{ v1: { product: { priceAndAvailability: { orderMinimumQuantity: number; allowedQuantities: number[] } } | null } }>(
        'query ApiCheckQuantity($p: ID!) { v1 { product(id: $p) { priceAndAvailability { orderMinimumQuantity allowedQuantities } } } }',
        { p: s.productId },
      );
      const sold = rules.v1.product?.priceAndAvailability;
      expect(sold, 'the search hit has no product page');
      const qty = sold.allowedQuantities[0] ?? Math.max(1, sold.orderMinimumQuantity);
      const d = await gql<{ v1: { cart: { add: CartLines } } }>(
        `mutation ApiCheckAdd($p: ID!, $qty: Int!) { v1 { cart { add(productId: $p, qty: $qty) { ${LINES} } } } }`,
        { p: s.productId, qty },
        s.guestToken,
      );
      const line = linesOf(d.v1.cart.add).find((i) => i.product?.id === s.productId);
      expect(line, 'the part is not in the cart');
      s.cartItemId = line.id;
      return `line ${line.id}, quantity ${line.quantity}`;
    },
  },
  {
    name: 'Guest cart: read it back and remove the part',
    run: async (s) => {
      expect(s.guestToken && s.cartItemId, 'needs the added line');
      const read = await gql<{ v1: { shoppingCart: CartLines } }>(`query ApiCheckCart { v1 { shoppingCart { ${LINES} } } }`, {}, s.guestToken);
      expect(linesOf(read.v1.shoppingCart).some((i) => i.id === s.cartItemId), 'the line is missing from the cart');
      const d = await gql<{ v1: { cart: { remove: CartLines } } }>(
        `mutation ApiCheckRemove($id: ID!) { v1 { cart { remove(shoppingCartItemId: $id) { ${LINES} } } } }`,
        { id: s.cartItemId },
        s.guestToken,
      );
      expect(!linesOf(d.v1.cart.remove).some((i) => i.id === s.cartItemId), 'the line is still in the cart');
      return 'cart is empty again';
    },
  },
];

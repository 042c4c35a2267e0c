/** Whether a URL part can name a database id (1 … 2³¹−1): anything else names nothing, a 404 before any query. */
export function isIdParam(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}

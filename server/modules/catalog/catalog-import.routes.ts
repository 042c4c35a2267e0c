import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import {
  CATALOG_EXPORT_PATH,
  CATALOG_EXPORT_STOCK_STATES,
  CATALOG_FILE_COLUMNS,
  CATALOG_FILE_MAX_MB,
  CATALOG_IMPORT_UPLOAD_PATH,
  type CatalogExportStockState,
} from '../../../shared/catalog-import';
import { STAFF_FORBIDDEN_MESSAGE, staffCan } from '../../../shared/staff-permissions';
import type { Viewer } from '../../graphql/context';
import { isDomainError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { ExportRow } from './catalog-import.repository';
import type { CatalogImportService } from './catalog-import.service';

export interface CatalogImportRouteDeps {
  imports: CatalogImportService;
  log: Logger;
  /** The caller: an access token, else the page session's cookies; `viaCookie` when the cookies said so. */
  viewerOf: (c: Context) => Promise<{ viewer: Viewer | null; viaCookie: boolean }>;
  /** Whether a cookie-authorised post comes from the store's own pages (docs/decisions/005). */
  sameOrigin: (c: Context) => boolean;
}

const MAX_BYTES = CATALOG_FILE_MAX_MB * 1024 * 1024;
const EXPORT_SLICE = 2_000;

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (v: string | number | null): string => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** 12.5000 as 12.50, 12.3450 as 12.345: what a person would type. */
const moneyText = (v: string | null): string => (v === null ? '' : v.replace(/(\.\d\d\d?)0+$/, '$1').replace(/(\.\d\d)0$/, '$1'));

export const exportLine = (r: ExportRow): string =>
  [r.sku, r.partNumber, r.vendor ?? '', moneyText(r.price), moneyText(r.oldPrice), r.stock, r.status, r.orderMinimumQuantity, r.orderMaximumQuantity].map(csvCell).join(',') + '\r\n';

/** Counts the bytes of an upload as they pass, and stops it beyond the limit. */
async function* counted(body: ReadableStream<Uint8Array>, limit: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (bytes > limit) throw tooLarge();
    yield chunk;
  }
}

class TooLarge extends Error {}

const idOf = (v: string | undefined): number | null => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/**
 * `POST /admin/imports/upload?name=file.csv` (the file as the body, read as a stream and checked; answers
 * the staged import's id) and `GET /admin/export.csv?brand=&vendor=&stock=` (the same columns, streamed).
 * Administrators only (the `prices` permission), by access token or the back office's cookies.
 */
export function createCatalogImportRoutes(deps: CatalogImportRouteDeps): Hono {
  const app = new Hono();

  async function staff(c: Context, post: boolean): Promise<Viewer | Response> {
    let who: { viewer: Viewer | null; viaCookie: boolean };
    try {
      who = await deps.viewerOf(c);
    } catch {
      return c.json({ error: 'Please sign in again.' }, 401);
    }
    if (post && who.viaCookie && !deps.sameOrigin(c)) return c.json({ error: 'This form can only be sent from the store’s own pages.' }, 403);
    if (!who.viewer) return c.json({ error: 'Please sign in to continue.' }, 401);
    // Staff acting as a customer have that customer's rights only.
    if (who.viewer.impersonatorId || !staffCan(who.viewer.roles, 'prices')) return c.json({ error: STAFF_FORBIDDEN_MESSAGE }, 403);
    return who.viewer;
  }

  app.post(CATALOG_IMPORT_UPLOAD_PATH, async (c) => {
    const viewer = await staff(c, true);
    if (viewer instanceof Response) return viewer;
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_BYTES) return c.json({ error: `The file is too large (${CATALOG_FILE_MAX_MB} MB at most).` }, 413);
    const body = c.req.raw.body;
    if (!body) return c.json({ error: 'Choose a CSV file to upload.' }, 400);
    const name = (c.req.query('name') ?? '').replace(/[\p{Cc}]/gu, '').trim();
    try {
      const stream = Readable.from(counted(body, MAX_BYTES, () => new TooLarge()));
      const row = await deps.imports.check(stream, name, viewer.customerId);
      return c.json({ id: String(row.id), counts: row.counts });
    } catch (err) {
      if (err instanceof TooLarge) return c.json({ error: `The file is too large (${CATALOG_FILE_MAX_MB} MB at most).` }, 413);
      if (isDomainError(err)) return c.json({ error: err.message }, 400);
      deps.log.error({ err }, 'checking a price and stock file failed');
      return c.json({ error: 'The file could not be checked. Try again.' }, 500);
    }
  });

  app.get(CATALOG_EXPORT_PATH, async (c) => {
    const viewer = await staff(c, false);
    if (viewer instanceof Response) return viewer;
    const stockParam = c.req.query('stock') ?? 'all';
    const filter = {
      brandId: idOf(c.req.query('brand')),
      vendorId: idOf(c.req.query('vendor')),
      stock: ((CATALOG_EXPORT_STOCK_STATES as readonly string[]).includes(stockParam) ? stockParam : 'all') as CatalogExportStockState,
    };
    let afterId = 0;
    let started = false;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(CATALOG_FILE_COLUMNS.join(',') + '\r\n'));
          }
          const rows = await deps.imports.exportSlice(filter, afterId, EXPORT_SLICE);
          if (rows.length) {
            afterId = rows[rows.length - 1].id;
            controller.enqueue(encoder.encode(rows.map(exportLine).join('')));
          }
          if (rows.length < EXPORT_SLICE) controller.close();
        } catch (err) {
          deps.log.error({ err }, 'the catalogue export failed');
          controller.error(err);
        }
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="catalogue-${day}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  return app;
}

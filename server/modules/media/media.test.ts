import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-db';
import type { Database } from '../../db/client';
import { drawPartSvg } from './media-drawings';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { createMachineRepository } from '../catalog/catalog-machines.repository';
import { createCatalogSearchRepository } from '../catalog/catalog-search.repository';
import { createCatalogService } from '../catalog/catalog.service';
import { createMediaRoutes } from './media.routes';
import { categoryPictureUrl, createMediaService, productPictureUrl } from './media.service';

describe('media routes', () => {
  let database: Database;
  let dataDir: string;
  let app: Hono;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-media-'));
    app = createMediaRoutes({ media: createMediaService({ catalog: createCatalogService({ repo: createCatalogRepository(database.db), searchReads: createCatalogSearchRepository(database.db), machines: createMachineRepository(database.db), states: async () => new Map() }), dataDir }) });
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
  const image = async (res: Response) => {
    const body = Buffer.from(await res.arrayBuffer());
    return { body, meta: await sharp(body).metadata() };
  };
  const cachedFiles = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.webp')) : [];

  it('serves a product picture as WebP at each size, cached for a year', async () => {
    for (const size of [100, 500, 1600] as const) {
      const res = await get(productPictureUrl(1, size));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{16}-\d+"$/);
      const { meta } = await image(res);
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(size);
      expect(meta.height).toBe(size);
    }
  });

  it('renders once per size and then serves the cached file', async () => {
    await get('/media/product/2/500');
    const files = cachedFiles(path.join(dataDir, 'media', 'product')).filter((f) => /(^|\/)2-500-/.test(f));
    expect(files).toHaveLength(1);
    const file = path.join(dataDir, 'media', 'product', files[0]);
    // Swap the cached file for another picture: the route must serve the file, not re-render.
    const marker = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    fs.writeFileSync(file, marker);
    const { body } = await image(await get('/media/product/2/500'));
    expect(body.equals(marker)).toBe(true);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await get('/media/product/3/100');
    const etag = first.headers.get('etag')!;
    const second = await get('/media/product/3/100', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
  });

  it('falls back to the placeholder, briefly cached, for an unknown product', async () => {
    for (const url of ['/media/product/987654/100', '/media/product/not-a-number/100']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.headers.get('etag')).toContain('placeholder');
      expect((await image(res)).meta.width).toBe(100);
    }
  });

  it('serves the placeholder at every size and 404s any other size', async () => {
    const res = await get('/media/placeholder/1600');
    expect(res.status).toBe(200);
    expect((await image(res)).meta.width).toBe(1600);
    expect(cachedFiles(path.join(dataDir, 'media', 'placeholder'))).toContain('1600-v1.webp');
    for (const url of ['/media/product/1/250', '/media/product/1/500px', '/media/placeholder/0', '/media/category/1/99']) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('serves category pictures', async () => {
    const res = await get(categoryPictureUrl(1, 500));
    expect(res.status).toBe(200);
    expect((await image(res)).meta.width).toBe(500);
  });

  it('builds picture URLs for the GraphQL layer', () => {
    expect(productPictureUrl(42, 1600)).toBe('/media/product/42/1600');
    expect(categoryPictureUrl(7, 100)).toBe('/media/category/7/100');
  });

  it('prints the part number and brand on the drawing, escaped', () => {
    const svg = drawPartSvg('belt', { brand: 'Bad Boy', partNumber: '041-4010-00 <&>' }, 500);
    expect(svg).toContain('041-4010-00 &#60;&#38;&#62;');
    expect(svg).toContain('BAD BOY');
    expect(svg).toContain('width="500"');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawCategorySvg, drawPartSvg, drawPlaceholderSvg } from './media-drawings';
import type { CatalogService } from '../catalog/catalog.service';

/** Picture sizes of spec 2 §9: thumbnails 100, product pictures 500 and 1600. */
export const PICTURE_SIZES = [100, 500, 1600] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

// Bump when the drawings change, so cached files and ETags from older drawings are not reused.
const RENDER_VERSION = 1;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Short, so a product that appears later (or a seed that fills the store) shows its own picture.
const FALLBACK = 'public, max-age=300';
const PLACEHOLDER = 'public, max-age=86400';

/** URL of a product picture; the GraphQL layer hands these to the client. */
export function productPictureUrl(productId: number, size: PictureSize): string {
  return `/media/product/${productId}/${size}`;
}

/** URL of a category picture. */
export function categoryPictureUrl(categoryId: number, size: PictureSize): string {
  return `/media/category/${categoryId}/${size}`;
}

/** URL of the placeholder picture. */
export function placeholderPictureUrl(size: PictureSize): string {
  return `/media/placeholder/${size}`;
}

/** The size named in a URL segment, or null when it is not one of 100, 500, 1600. */
export function parsePictureSize(segment: string): PictureSize | null {
  const size = PICTURE_SIZES.find((s) => String(s) === segment);
  return size ?? null;
}

export interface MediaImage {
  body: Buffer;
  contentType: 'image/webp';
  etag: string;
  cacheControl: string;
  /** True when the placeholder stands in for a missing product or category. */
  fallback: boolean;
}

export interface MediaServiceDeps {
  /** The catalogue owns what pictures show (drawing kind, part number, brand, category name). */
  catalog: Pick<CatalogService, 'productPictureSource' | 'categoryPictureSource'>;
  dataDir: string;
}

/** Draws pictures once per size and serves them from a cache under `${dataDir}/media`. */
export function createMediaService({ catalog, dataDir }: MediaServiceDeps) {
  const root = path.join(dataDir, 'media');
  const inFlight = new Map<string, Promise<Buffer>>();

  // Two requests for the same uncached picture share one render.
  function cached(relative: string, svg: () => string): Promise<Buffer> {
    const file = path.join(root, relative);
    const pending = inFlight.get(file);
    if (pending) return pending;
    const work = readOrRender(file, svg).finally(() => inFlight.delete(file));
    inFlight.set(file, work);
    return work;
  }

  async function placeholder(size: PictureSize, cacheControl = PLACEHOLDER, fallback = false): Promise<MediaImage> {
    const body = await cached(`placeholder/${size}-v${RENDER_VERSION}.webp`, () => drawPlaceholderSvg(size));
    return { body, contentType: 'image/webp', etag: `"placeholder-v${RENDER_VERSION}-${size}"`, cacheControl, fallback };
  }

  return {
    placeholder: (size: PictureSize) => placeholder(size),
    /** The placeholder standing in for something that does not exist (short cache). */
    placeholderFallback: (size: PictureSize) => placeholder(size, FALLBACK, true),

    async productPicture(productId: number, size: PictureSize): Promise<MediaImage> {
      const source = await catalog.productPictureSource(productId);
      if (!source) return placeholder(size, FALLBACK, true);
      const key = contentKey(source.pictureKind, source.partNumber, source.brand);
      const shard = Math.floor(productId / 1000);
      const body = await cached(`product/${shard}/${productId}-${size}-${key}.webp`, () =>
        drawPartSvg(source.pictureKind, { brand: source.brand, partNumber: source.partNumber }, size),
      );
      return { body, contentType: 'image/webp', etag: `"${key}-${size}"`, cacheControl: IMMUTABLE, fallback: false };
    },

    async categoryPicture(categoryId: number, size: PictureSize): Promise<MediaImage> {
      const source = await catalog.categoryPictureSource(categoryId);
      if (!source) return placeholder(size, FALLBACK, true);
      const key = contentKey(source.pictureKind, source.name, 'category');
      const body = await cached(`category/${categoryId}-${size}-${key}.webp`, () => drawCategorySvg(source.pictureKind, source.name, size));
      return { body, contentType: 'image/webp', etag: `"${key}-${size}"`, cacheControl: IMMUTABLE, fallback: false };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

// The file name carries what was drawn: a re-seeded store reuses ids for other parts.
function contentKey(...parts: string[]): string {
  return createHash('sha1').update(`${RENDER_VERSION}\u0000${parts.join('\u0000')}`).digest('hex').slice(0, 16);
}

// Every picture is drawn once and then read from disk, so libvips' operation cache only holds memory;
// and drawings run side by side on the thread pool each leave freed native memory in their own malloc
// arena (glibc), which a flood of new picture URLs turned into hundreds of MB of resident memory.
// One drawing at a time, uncached (docs/security.md, "Memory under hostile traffic").
sharp.cache(false);
let drawing: Promise<unknown> = Promise.resolve();

function drawWebp(svg: string): Promise<Buffer> {
  const next = drawing.then(() => sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer());
  drawing = next.catch(() => undefined);
  return next;
}

async function readOrRender(file: string, svg: () => string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const body = await drawWebp(svg());
  await writeAtomically(file, body);
  return body;
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temp, body);
    // Rename is atomic, so a concurrent reader (another process) never sees half a file.
    await fs.rename(temp, file);
  } catch {
    // A read-only or full disk only costs a re-render next time; the picture is still served.
    await fs.rm(temp, { force: true }).catch(() => {});
  }
}

import sharp from 'sharp';
import { PICTURE_MAX_BYTES, PICTURE_TEXTS, PICTURE_TYPES } from '../../shared/pictures';

// Uploaded pictures (machine photos, return photos): checked by their bytes, decoded and written
// again as WebP, so nothing a customer sends is ever served as it came.

/** Largest picture accepted, before re-encoding (shared/pictures.ts, the browser checks the same). */
export { PICTURE_MAX_BYTES };
/** Stored sizes, as for product pictures (spec 2 §9). */
export const PICTURE_SIZES = [100, 500, 1600] as const;
// Decompression bombs: a tiny file claiming a huge canvas is refused before it is decoded.
export const PICTURE_MAX_PIXELS = 70_000_000;
const TOO_MANY_PIXELS = 'The picture has too many pixels (70 megapixels at most).';

export const ACCEPTED_PICTURE_TYPES = PICTURE_TYPES;

/** A picture the customer may read the reason for. */
export class PictureError extends Error {}

/** What the bytes really are, by their signature; the declared type or file name never counts. */
export function sniffPictureType(buf: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (buf.length >= 12 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const brand = buf.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif'].includes(brand)) return 'image/heic';
  }
  return null;
}

export interface ProcessedPicture {
  mimeType: 'image/webp';
  width: number;
  height: number;
  /** Bytes of the largest stored size. */
  size: number;
  files: Array<{ size: number; body: Buffer }>;
}

/**
 * Checks and re-encodes an uploaded picture: real JPEG, PNG, WebP or HEIC/HEIF content, at most
 * 10 MB and 70 megapixels, decoded and written again as WebP in each of `sizes` (metadata dropped,
 * orientation applied). Throws PictureError with a reason the customer can act on.
 */
export async function processPicture(buf: Buffer, declaredType: string | null, sizes: readonly number[] = PICTURE_SIZES): Promise<ProcessedPicture> {
  if (buf.length === 0) throw new PictureError(PICTURE_TEXTS.empty);
  if (buf.length > PICTURE_MAX_BYTES) throw new PictureError(PICTURE_TEXTS.tooLarge);
  if (declaredType !== null && !(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(declaredType.toLowerCase())) {
    throw new PictureError(PICTURE_TEXTS.wrongType);
  }
  if (!sniffPictureType(buf)) throw new PictureError(PICTURE_TEXTS.wrongType);
  const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' as const, pages: 1 };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(buf, options).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new PictureError(TOO_MANY_PIXELS);
    throw new PictureError('The picture could not be read. Try a JPEG or PNG copy of it.');
  }
  if (width <= 0 || height <= 0) throw new PictureError('The picture could not be read. Try a JPEG or PNG copy of it.');
  if (width * height > PICTURE_MAX_PIXELS) throw new PictureError(TOO_MANY_PIXELS);
  try {
    const files: Array<{ size: number; body: Buffer }> = [];
    let largest = { width: 0, height: 0 };
    for (const size of sizes) {
      // sharp writes no metadata (EXIF, GPS, ICC comments) unless asked to keep it.
      const { data, info } = await sharp(buf, options)
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      files.push({ size, body: data });
      largest = { width: info.width, height: info.height };
    }
    return { mimeType: 'image/webp', width: largest.width, height: largest.height, size: files[files.length - 1].body.length, files };
  } catch {
    throw new PictureError('The picture could not be read. Try a JPEG or PNG copy of it.');
  }
}

/** Decodes base64 picture data (a data: URL prefix is allowed), refusing anything over 10 MB before decoding. */
export function decodeBase64Picture(data: string): Buffer {
  const body = data.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0) throw new PictureError('The picture is empty.');
  if (Math.floor((body.length * 3) / 4) > PICTURE_MAX_BYTES + 3) throw new PictureError(PICTURE_TEXTS.tooLarge);
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) throw new PictureError('The picture data is not valid base64.');
  return Buffer.from(body, 'base64');
}

import { COVER_WIDTHS, MAX_COVER_BYTES } from '@boipoka/shared';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';

/** The widths every uploaded cover is stored at (WebP); the middle one is the book's `image`. */
export { COVER_WIDTHS, MAX_COVER_BYTES };
export const COVER_MAIN_WIDTH = 400;
/** A decompression bomb (a tiny file of a huge image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export class CoverImageError extends Error {
  constructor(readonly reason: 'notImage' | 'tooSmall' | 'tooLarge') {
    super(reason);
  }
}

export interface ProcessedCover {
  /** The first 16 hex digits of the source's sha256: a new picture gets new file names (immutable caching). */
  hash: string;
  variants: { width: number; body: Buffer }[];
}

/**
 * Checks that the bytes are really a JPEG, PNG or WebP picture (by decoding them, never by name or declared type) and
 * stores it as WebP at each width: turned upright by its EXIF orientation, and with no metadata at all (sharp writes none
 * unless asked: no EXIF, GPS, ICC comments or PNG text chunks survive).
 */
export async function processCover(source: Buffer): Promise<ProcessedCover> {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new CoverImageError('tooLarge');
    throw new CoverImageError('notImage');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new CoverImageError('notImage');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new CoverImageError('tooLarge');
  if (meta.width < 100 || meta.height < 100) throw new CoverImageError('tooSmall');
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  try {
    const variants = await Promise.all(
      COVER_WIDTHS.map(async (width) => ({
        width,
        body: await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      })),
    );
    return { hash, variants };
  } catch {
    // Decodable headers over a broken body.
    throw new CoverImageError('notImage');
  }
}

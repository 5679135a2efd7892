import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  isAcceptedImageMime,
  SLIP_MAX_ASPECT,
  SLIP_MAX_PIXELS,
  type ImageMimeType,
  type ImageSize,
} from '@baandee/domain';
import type { ErrorKey } from '@baandee/locales';
import { badInput, imageTooLarge, malformedBody, notAnImage, overPixels } from './errors.js';
import { FairPool } from './fair-pool.js';

/**
 * Uploaded pictures (spec section 5: a picture, at most 2 MB). The real type is sniffed
 * from the bytes, never taken from the file name or content type; only the types of
 * `IMAGE_ACCEPTED_TYPES` pass, and what is stored is always a fresh WebP per requested
 * size without the original's metadata (GPS position, camera serial).
 */

const WEBP_QUALITY = 82;

/**
 * How many pixels a picture of a purpose may have (a small file can still decode to a huge
 * bitmap): what is over is refused from its header, before anything is decoded.
 */
export interface PixelLimit {
  maxPixels: number;
  /** The long side over the short side, at most. */
  maxAspect?: number;
  /** The 422 message (and field message) of a picture over the limit. */
  message: ErrorKey;
}

/** Listing photos, profile pictures, article and ad pictures. */
export const PHOTO_PIXELS: PixelLimit = { maxPixels: IMAGE_MAX_PIXELS, message: 'image over 24 megapixels' };
/** A transfer slip: a phone screenshot, or a photo of one. */
export const SLIP_PIXELS: PixelLimit = { maxPixels: SLIP_MAX_PIXELS, maxAspect: SLIP_MAX_ASPECT, message: 'slip picture too large' };


/**
 * Every decode, resize and encode of the API waits its turn here: at most one job per
 * user at a time and one per core overall (libuv's four threads also serve file reads and
 * password hashes), taken in turns so that a burst of one or several accounts delays
 * another user's picture by a turn, not by the burst (lib/fair-pool.ts).
 */
export const imagePool = new FairPool({ concurrency: Math.max(1, Math.min(os.availableParallelism(), 4)), perOwner: 1 });

/**
 * A job's cost in the pool: the megapixels it decodes (`decodes` times the picture), with a
 * floor for the encoding of its outputs. Decoding dominates: a 16 MP PNG costs about ten
 * times a 1600x1200 JPEG.
 */
export const decodeCost = (check: Pick<ImageCheck, 'width' | 'height'>, decodes = 1) => Math.max(0.5, (check.width * check.height * decodes) / 1_000_000);

/** Who an image job is done for: the user, or the system for work no user asked for. */
export const imageOwner = (userId: number | null | undefined) => (userId == null ? 'system' : `user:${userId}`);

/** The one file of a multipart request, from the first of `fields` it was sent under. */
export async function readImageUpload(request: FastifyRequest, fields: readonly string[]): Promise<Buffer> {
  const field = fields[0] ?? 'image';
  if (!request.isMultipart()) throw badInput({ [field]: ['required'] });
  let file;
  try {
    file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  } catch {
    throw malformedBody(); // the body ended or broke before the first part was read
  }
  if (!file) throw badInput({ [field]: ['required'] });
  if (!fields.includes(file.fieldname)) {
    file.file.resume(); // drain it, or the request never ends
    throw badInput({ [field]: ['required'] });
  }
  // Read to the end of the part and only then look at `truncated`: the parser cuts the
  // file at the limit and may set the flag after the last piece it let through (a piece
  // that ended exactly at 2 MB), so a check per piece misses it depending on how the
  // network split the body.
  const pieces: Buffer[] = [];
  let size = 0;
  try {
    for await (const piece of file.file as AsyncIterable<Buffer>) {
      size += piece.length;
      if (size <= IMAGE_MAX_BYTES) pieces.push(piece);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) throw imageTooLarge(field);
    throw malformedBody(); // cut off in the middle of the file
  }
  if (file.file.truncated || size > IMAGE_MAX_BYTES) throw imageTooLarge(field);
  return Buffer.concat(pieces, size);
}

/** A multipart body that is not one: truncated, or without its closing boundary. */

/** ISO base media files (HEIF, AVIF) name what they hold by brands in their first box. */
function isoBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return [];
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands;
}

/** The type the bytes really are, from their signature; null for anything else. */
export function sniffImageType(bytes: Buffer): ImageMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  const brands = isoBrands(bytes);
  const [major] = brands;
  if (major === 'avif' || major === 'avis') return 'image/avif';
  if (major === 'heic' || major === 'heix' || major === 'hevc' || major === 'hevx') return 'image/heic';
  if (major === 'mif1' || major === 'msf1') return brands.includes('avif') ? 'image/avif' : 'image/heif';
  return null;
}

/**
 * A decoder for the bytes. Sharp's libvips reads HEIF containers and AV1-coded pictures
 * (AVIF) but has no HEVC decoder, so HEVC-coded HEIC (iPhone photos) is decoded by
 * libheif compiled to WebAssembly and handed over as raw pixels.
 */
async function decode(bytes: Buffer, type: ImageMimeType, maxPixels: number): Promise<Sharp> {
  const input = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  if (type === 'image/heic' || type === 'image/heif' || type === 'image/avif') {
    const meta = await sharp(bytes, input).metadata();
    if (meta.compression !== 'hevc') return sharp(bytes, input);
    if (!meta.width || !meta.height || meta.width * meta.height > maxPixels) throw new Error('picture too large to decode');
    // loaded on the first HEIC: the WebAssembly decoder takes half a second to start
    const { default: heicDecode } = await import('heic-decode');
    const { width, height, data } = await heicDecode({ buffer: bytes });
    // libheif has already applied the container's rotation and mirroring
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
  }
  return sharp(bytes, input).rotate(); // upright by its EXIF orientation
}

export interface ImageCheck {
  type: ImageMimeType;
  width: number;
  height: number;
}

/**
 * What can be told of an upload without decoding it (its header only, a millisecond): 413
 * 'image over 2 MB' past the limit, 422 'not an image' for anything that is not an accepted
 * picture, 422 with `limit.message` for more pixels (or a longer shape) than the purpose
 * allows; `field` names the form field in those errors.
 */
export async function checkImage(bytes: Buffer, limit: PixelLimit = PHOTO_PIXELS, field = 'image'): Promise<ImageCheck> {
  if (bytes.length > IMAGE_MAX_BYTES) throw imageTooLarge(field);
  const type = sniffImageType(bytes);
  if (!type || !isAcceptedImageMime(type)) throw notAnImage(field);
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw notAnImage(field);
  }
  if (width <= 0 || height <= 0) throw notAnImage(field);
  if (width * height > limit.maxPixels) throw overPixels(field, limit.message);
  if (limit.maxAspect !== undefined && Math.max(width, height) > limit.maxAspect * Math.min(width, height)) throw overPixels(field, limit.message);
  return { type, width, height };
}

/**
 * Converts a checked upload into each named size, in the caller's pool turn (see
 * processImage, which takes the turn itself). 422 'not an image' when it does not decode in full.
 */
export async function convertImage<Name extends string>(
  bytes: Buffer,
  check: ImageCheck,
  sizes: Record<Name, ImageSize>,
  { field = 'image', limit = PHOTO_PIXELS }: { field?: string; limit?: PixelLimit } = {},
): Promise<Record<Name, Buffer>> {
  try {
    const decoded = await decode(bytes, check.type, limit.maxPixels);
    const entries = await Promise.all(
      (Object.entries(sizes) as [Name, ImageSize][]).map(async ([name, size]) => {
        const webp = await decoded
          .clone()
          .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return [name, webp] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Name, Buffer>;
  } catch {
    throw notAnImage(field); // a truncated or corrupt file that only looked like a picture
  }
}

export interface ImageJob {
  /** Whose turn in the pool the work takes: imageOwner(userId). */
  owner: string;
  /** The form field named in the errors; 'image' by default. */
  field?: string;
  /** The pixel cap of the picture's purpose; PHOTO_PIXELS by default. */
  limit?: PixelLimit;
}

/**
 * Checks and converts one upload into each named size: e.g.
 * `processImage(bytes, { profile: IMAGE_SIZES.profile }, { owner })` answers `{ profile: <WebP> }`.
 * The errors of checkImage come at once; the conversion waits for the owner's turn in the pool.
 */
export async function processImage<Name extends string>(bytes: Buffer, sizes: Record<Name, ImageSize>, job: ImageJob): Promise<Record<Name, Buffer>> {
  const check = await checkImage(bytes, job.limit, job.field);
  return imagePool.run(job.owner, () => convertImage(bytes, check, sizes, job), decodeCost(check));
}

import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_BYTES, isAcceptedImageMime, type ImageMimeType, type ImageSize } from '@baandee/domain';
import { AppError, badInput } from './errors.js';

/**
 * Uploaded pictures (spec section 5: a picture, at most 2 MB). The real type is sniffed
 * from the bytes, never taken from the file name or content type; only the types of
 * `IMAGE_ACCEPTED_TYPES` pass, and what is stored is always a fresh WebP per requested
 * size without the original's metadata (GPS position, camera serial).
 */

// A small file can still decode to a huge bitmap; 50 Mpx covers any phone camera.
const MAX_INPUT_PIXELS = 50_000_000;
const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
const WEBP_QUALITY = 82;

const notAnImage = (field: string) => new AppError(422, 'not an image', { [field]: ['not an image'] });
const tooLarge = (field: string) => new AppError(413, 'image over 2 MB', { [field]: ['image over 2 MB'] });

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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) throw tooLarge(field);
    throw malformedBody(); // cut off in the middle of the file
  }
  if (file.file.truncated || size > IMAGE_MAX_BYTES) throw tooLarge(field);
  return Buffer.concat(pieces, size);
}

/** A multipart body that is not one: truncated, or without its closing boundary. */
const malformedBody = () => new AppError(400, 'invalid input');

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
async function decode(bytes: Buffer, type: ImageMimeType): Promise<Sharp> {
  if (type === 'image/heic' || type === 'image/heif' || type === 'image/avif') {
    const meta = await sharp(bytes, SHARP_INPUT).metadata();
    if (meta.compression !== 'hevc') return sharp(bytes, SHARP_INPUT);
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error('picture too large to decode');
    // loaded on the first HEIC: the WebAssembly decoder takes half a second to start
    const { default: heicDecode } = await import('heic-decode');
    const { width, height, data } = await heicDecode({ buffer: bytes });
    // libheif has already applied the container's rotation and mirroring
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
  }
  return sharp(bytes, SHARP_INPUT).rotate(); // upright by its EXIF orientation
}

/**
 * Checks and converts one upload into each named size: e.g.
 * `processImage(bytes, { profile: IMAGE_SIZES.profile })` answers `{ profile: <WebP> }`.
 * 413 'image over 2 MB' past the limit, 422 'not an image' for anything that is not an
 * accepted picture that decodes in full; `field` names the form field in those errors.
 */
export async function processImage<Name extends string>(
  bytes: Buffer,
  sizes: Record<Name, ImageSize>,
  field = 'image',
): Promise<Record<Name, Buffer>> {
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge(field);
  const type = sniffImageType(bytes);
  if (!type || !isAcceptedImageMime(type)) throw notAnImage(field);
  try {
    const decoded = await decode(bytes, type);
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

import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@baandee/domain';
import { AppError, badInput } from './errors.js';

/**
 * Uploaded pictures (spec section 5: a picture, at most 2 MB). The bytes are sniffed by
 * decoding them, never trusted from the file name or content type, and what is stored is
 * always a fresh WebP without the original's metadata (GPS position, camera serial).
 */

// Formats a phone or camera produces; SVG and PDF are documents, not pictures.
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// A small file can still decode to a huge bitmap; 50 Mpx covers any phone camera.
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = (field: string) => new AppError(422, 'not an image', { [field]: ['not an image'] });

/** The one file of a multipart request, from the first of `fields` it was sent under. */
export async function readImageUpload(request: FastifyRequest, fields: readonly string[]): Promise<Buffer> {
  const field = fields[0] ?? 'image';
  if (!request.isMultipart()) throw badInput({ [field]: ['required'] });
  const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } }).catch(() => undefined);
  if (!file) throw badInput({ [field]: ['required'] });
  if (!fields.includes(file.fieldname)) {
    file.file.resume(); // drain it, or the request never ends
    throw badInput({ [field]: ['required'] });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'image over 2 MB', { [field]: ['image over 2 MB'] });
    }
    throw error;
  }
}

/** Cropped to fill the box (cover), turned upright by its EXIF orientation, re-encoded as WebP. */
export async function toWebp(input: Buffer, size: { width: number; height: number }, field = 'image'): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const format = await sharp(input, options)
    .metadata()
    .then((meta) => meta.format as string | undefined)
    .catch(() => undefined);
  if (!format || !PICTURE_FORMATS.has(format)) throw notAnImage(field);
  try {
    return await sharp(input, options).rotate().resize(size.width, size.height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw notAnImage(field); // a truncated or corrupt file that only looked like a picture
  }
}

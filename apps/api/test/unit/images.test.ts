import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_SIZES, SLIP_MAX_PIXELS } from '@baandee/domain';
import { AppError } from '../../src/lib/errors.js';
import { checkImage, PHOTO_PIXELS, processImage, SLIP_PIXELS, sniffImageType } from '../../src/lib/images.js';
import { largePng } from '../support/large-png.js';

// 120x80, left half red, right half blue, with EXIF; encoded by libheif's x265 (HEVC), as an iPhone does
const HEIC = readFileSync(new URL('../fixtures/photo.heic', import.meta.url));

/** Whose turn the test's conversions take in the image pool. */
const JOB = { owner: 'test' };

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#4a8' } });

/** The colour at (x, y) of an encoded picture. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { status: error.statusCode, key: error.key, fields: error.fieldErrors } : error),
  );

describe('sniffImageType', () => {
  it('names each accepted type from the bytes alone', async () => {
    const samples = {
      'image/jpeg': await solid(8, 8).jpeg().toBuffer(),
      'image/png': await solid(8, 8).png().toBuffer(),
      'image/webp': await solid(8, 8).webp().toBuffer(),
      'image/gif': await solid(8, 8).gif().toBuffer(),
      'image/avif': await solid(8, 8).avif().toBuffer(),
      'image/heic': HEIC,
    };
    for (const [mime, bytes] of Object.entries(samples)) expect(sniffImageType(bytes), mime).toBe(mime);
    // every sniffed type is one the domain accepts
    const accepted = IMAGE_ACCEPTED_TYPES.map((type) => type.mime as string);
    for (const mime of Object.keys(samples)) expect(accepted).toContain(mime);
  });

  it('answers null for documents and other formats', async () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(await solid(8, 8).tiff().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('renders each named size as WebP in one call (listing cover, gallery, full-screen, profile, payment slip and ad banner)', async () => {
    const photo = await solid(1600, 1200).jpeg().toBuffer();
    const out = await processImage(photo, IMAGE_SIZES, JOB);
    expect(Object.keys(out).sort()).toEqual(['banner', 'cover', 'gallery', 'large', 'profile', 'slip']);
    for (const [name, size] of Object.entries(IMAGE_SIZES)) {
      const meta = await sharp(out[name as keyof typeof IMAGE_SIZES]).metadata();
      expect(meta.format, name).toBe('webp');
      // a cropped size is exactly its box; an 'inside' size (slip, banner) keeps the 1600x1200 photo whole within it
      const scale = Math.min(size.width / 1600, size.height / 1200, 1);
      const expected = 'fit' in size && size.fit === 'inside' ? { width: Math.round(1600 * scale), height: Math.round(1200 * scale) } : { width: size.width, height: size.height };
      expect({ width: meta.width, height: meta.height }, name).toEqual(expected);
    }
  });

  it("'inside' keeps the whole picture and never enlarges it", async () => {
    const out = await processImage(await solid(400, 100).png().toBuffer(), { big: { width: 800, height: 800, fit: 'inside' }, small: { width: 200, height: 200, fit: 'inside' } }, JOB);
    expect(await sharp(out.big).metadata()).toMatchObject({ width: 400, height: 100 });
    expect(await sharp(out.small).metadata()).toMatchObject({ width: 200, height: 50 });
  });

  it('decodes HEVC-coded HEIC for real: the pixels survive, the metadata does not', async () => {
    const { profile } = await processImage(HEIC, { profile: IMAGE_SIZES.profile }, JOB);
    expect(profile.includes('secret-owner')).toBe(false);
    expect((await sharp(profile).metadata()).exif).toBeUndefined();
    const left = await pixel(profile, 20, 100);
    const right = await pixel(profile, 180, 100);
    expect(left.r).toBeGreaterThan(150);
    expect(left.b).toBeLessThan(100);
    expect(right.b).toBeGreaterThan(150);
    expect(right.r).toBeLessThan(100);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // stored sideways (80 wide, 120 high) with "rotate 90 clockwise to view"
    const sideways = await solid(80, 120).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { out } = await processImage(sideways, { out: { width: 300, height: 300, fit: 'inside' } }, JOB);
    expect(await sharp(out).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it("refuses what is not an accepted picture with 422 'not an image' under the given field", async () => {
    const notImages = [Buffer.alloc(0), Buffer.from('plain text'), HEIC.subarray(0, 400), await solid(8, 8).tiff().toBuffer()];
    for (const bytes of notImages) {
      expect(await rejection(processImage(bytes, { profile: IMAGE_SIZES.profile }, { owner: 'test', field: 'cover' }))).toEqual({
        status: 422,
        key: 'not an image',
        fields: { cover: ['not an image'] },
      });
    }
  });

  it("refuses more than the size cap with 413 'image over 2 MB'", async () => {
    const big = Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await rejection(processImage(big, { profile: IMAGE_SIZES.profile }, JOB))).toEqual({
      status: 413,
      key: 'image over 2 MB',
      fields: { image: ['image over 2 MB'] },
    });
  });

  it("refuses a photo of more than 24 megapixels from its header with 422 'image over 24 megapixels', a small file or not", async () => {
    // 7000x7000 of one colour: a few kilobytes that would decode to 49 megapixels
    const bomb = largePng(7000, 7000);
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(await rejection(processImage(bomb, { gallery: IMAGE_SIZES.gallery }, { owner: 'test', field: 'file' }))).toEqual({
      status: 422,
      key: 'image over 24 megapixels',
      fields: { file: ['image over 24 megapixels'] },
    });
    expect(await rejection(checkImage(largePng(6001, 4000), PHOTO_PIXELS))).toMatchObject({ status: 422, key: 'image over 24 megapixels' });
    // a 24 MP camera frame (6000x4000) and a 12 MP phone photo pass
    expect(6000 * 4000).toBe(IMAGE_MAX_PIXELS);
    expect(await checkImage(largePng(6000, 4000), PHOTO_PIXELS)).toEqual({ type: 'image/png', width: 6000, height: 4000 });
    expect(await checkImage(await solid(4032, 3024).jpeg().toBuffer(), PHOTO_PIXELS)).toMatchObject({ type: 'image/jpeg', width: 4032, height: 3024 });
  });
});

describe('checkImage for a transfer slip', () => {
  it('takes phone screenshots and a 12 MP photo of a slip', async () => {
    for (const [width, height] of [
      [1080, 2400],
      [1440, 3200],
      [2048, 2732],
      [4032, 3024],
    ] as const) {
      expect(await checkImage(largePng(width, height), SLIP_PIXELS)).toMatchObject({ width, height });
    }
  });

  it("refuses more than 16 megapixels, or a strip longer than 1:4, with 422 'slip picture too large' under the field", async () => {
    const refusal = { status: 422, key: 'slip picture too large', fields: { slip: ['slip picture too large'] } };
    expect(4000 * 4001).toBeGreaterThan(SLIP_MAX_PIXELS);
    for (const [width, height] of [
      [7000, 7000],
      [4000, 4001],
      [1000, 4001],
      [8000, 100],
    ] as const) {
      expect(await rejection(checkImage(largePng(width, height), SLIP_PIXELS, 'slip')), `${width}x${height}`).toEqual(refusal);
    }
  });
});


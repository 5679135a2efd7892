import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { largePng } from './support/large-png.js';
import { multipartFile } from './support/multipart.js';
import { photo, uploadRequest } from './support/listings.js';

const UPLOAD_LIMIT = 12;

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, LISTING_UPLOAD_RATE_LIMIT: String(UPLOAD_LIMIT) });
  user = await signUp(ctx);
});
afterAll(() => ctx.close());

const stored = (url: string) => readFileSync(path.join(ctx.config.uploadsDir, ...url.replace(/^\/uploads\//, '').split('/')));
const isWebp = (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
const imageRows = async () => (await ctx.app.db.selectFrom('listing_images').select('id').where('user_id', '=', user.info.id).execute()).length;

describe('POST /api/estate/upload-image', () => {
  it('stores a JPEG as three WebP files (cover, thumbnail, large) without its metadata, kept as the uploader\'s photo', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#58a' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    const res = await uploadRequest(ctx, user.headers, multipartFile('image', 'room.jpg', 'image/jpeg', jpeg));
    expect(res.statusCode, res.body).toBe(200);
    const { url, thumb_url, large_url } = res.json().result;
    expect(url).toMatch(/^\/uploads\/listing\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(thumb_url).toBe(url.replace('.webp', '-thumb.webp'));
    expect(large_url).toBe(url.replace('.webp', '-large.webp'));

    const sizes = [
      [url, IMAGE_SIZES.cover.width, IMAGE_SIZES.cover.height],
      [thumb_url, IMAGE_SIZES.gallery.width, IMAGE_SIZES.gallery.height],
      [large_url, IMAGE_SIZES.large.width, IMAGE_SIZES.large.height],
    ] as const;
    for (const [file, width, height] of sizes) {
      const bytes = stored(file);
      expect(isWebp(bytes), file).toBe(true);
      expect(bytes.includes('secret-owner'), file).toBe(false);
      expect(await sharp(bytes).metadata(), file).toMatchObject({ format: 'webp', width, height });
    }
    const row = await ctx.app.db.selectFrom('listing_images').selectAll().where('url', '=', url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.info.id, listing_id: null, role: null, thumb_url, large_url });
  });

  const refusals = async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/user/logout")</script></body></html>');
    const truncated = (await photo()).subarray(0, 600);
    return [
      ['a text file renamed .jpg', 'notes.jpg', 'image/jpeg', Buffer.from('hello, this is not a picture at all')],
      ['an SVG with a script', 'logo.svg', 'image/svg+xml', svg],
      ['an HTML page with a script', 'page.png', 'image/png', html],
      ['a truncated JPEG', 'cut.jpg', 'image/jpeg', truncated],
    ] as const;
  };

  it("refuses what is not a picture with 422 'not an image' and stores nothing", async () => {
    const before = await imageRows();
    for (const [what, name, type, data] of await refusals()) {
      const res = await uploadRequest(ctx, user.headers, multipartFile('image', name, type, data));
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toEqual({ status: 'error', message: 'not an image', errors: { image: ['not an image'] } });
    }
    expect(await imageRows()).toBe(before);
  });

  it("refuses a photo of more than 24 megapixels (a 7000x7000 PNG of a few KB) with 422 'image over 24 megapixels' and stores nothing", async () => {
    const before = await imageRows();
    const res = await uploadRequest(ctx, user.headers, multipartFile('image', 'huge.png', 'image/png', largePng(7000, 7000)));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'image over 24 megapixels', errors: { image: ['image over 24 megapixels'] } });
    expect(await imageRows()).toBe(before);
  });

  it("refuses a 2.1 MB image with 413 'image over 2 MB'", async () => {
    const noise = await sharp(randomBytes(1100 * 700 * 3), { raw: { width: 1100, height: 700, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    const big = Buffer.concat([noise, Buffer.alloc(Math.max(0, 2.1 * 1024 * 1024 - noise.length))]);
    expect(big.length).toBeGreaterThanOrEqual(2.1 * 1024 * 1024);
    const res = await uploadRequest(ctx, user.headers, multipartFile('image', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'image over 2 MB', errors: { image: ['image over 2 MB'] } });
  });

  it('needs a session', async () => {
    const res = await uploadRequest(ctx, {}, multipartFile('image', 'room.jpg', 'image/jpeg', await photo()));
    expect(res.statusCode).toBe(401);
  });

  it(`limits uploads per user (${UPLOAD_LIMIT} in the window here), not per address`, async () => {
    const busy = await signUp(ctx);
    const file = multipartFile('file', 'room.jpg', 'image/jpeg', await photo());
    for (let i = 0; i < UPLOAD_LIMIT; i++) expect((await uploadRequest(ctx, busy.headers, file)).statusCode, `upload ${i + 1}`).toBe(200);
    const over = await uploadRequest(ctx, busy.headers, file);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 'error', message: 'too many requests' });
    expect(over.headers['retry-after']).toBeDefined();
    const other = await signUp(ctx);
    expect((await uploadRequest(ctx, other.headers, file)).statusCode).toBe(200);
  });
});

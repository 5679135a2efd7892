import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { multipartFile } from './support/multipart.js';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  user = await signUp(ctx);
});
afterAll(() => ctx.close());

const upload = (file: ReturnType<typeof multipartFile>, headers: Record<string, string> = user.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/upload-image', payload: file.payload, headers: { ...headers, ...file.headers } });
const storedFile = (publicPath: string) => path.join(ctx.config.uploadsDir, 'profile', path.basename(publicPath));

// a landscape photo carrying EXIF metadata, as a phone camera writes it
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCam' } })
    .toBuffer();

describe('POST /api/user/upload-image', () => {
  it('stores a 200x200 WebP without metadata and makes it the profile picture', async () => {
    const input = await photo();
    expect(input.includes('secret-owner')).toBe(true);
    const res = await upload(multipartFile('image', 'me.jpg', 'image/jpeg', input));
    expect(res.statusCode, res.body).toBe(200);
    const { profile_img_path } = res.json().result;
    expect(profile_img_path).toMatch(/^\/uploads\/profile\/[A-Za-z0-9_-]{22}\.webp$/);

    const stored = readFileSync(storedFile(profile_img_path));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);

    const profile = await ctx.app.inject({ method: 'GET', url: `/api/user/${user.info.id}`, headers: user.headers });
    expect(profile.json().result.profile_img_path).toBe(profile_img_path);
  });

  it('accepts the field name `file` and deletes the picture it replaces', async () => {
    const first = (await upload(multipartFile('file', 'a.png', 'image/png', await sharp({ create: { width: 300, height: 300, channels: 4, background: '#fff' } }).png().toBuffer()))).json().result;
    const second = (await upload(multipartFile('file', 'b.jpg', 'image/jpeg', await photo()))).json().result;
    expect(existsSync(storedFile(second.profile_img_path))).toBe(true);
    expect(existsSync(storedFile(first.profile_img_path))).toBe(false);
  });

  it('takes the phone formats: an iPhone HEIC photo and an AVIF, stored as WebP without their metadata', async () => {
    const heic = readFileSync(new URL('./fixtures/photo.heic', import.meta.url));
    expect(heic.includes('secret-owner')).toBe(true);
    const avif = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a37' } }).avif().toBuffer();
    for (const [name, type, data] of [['IMG_0001.HEIC', 'image/heic', heic], ['photo.avif', 'image/avif', avif]] as const) {
      const res = await upload(multipartFile('image', name, type, data));
      expect(res.statusCode, name).toBe(200);
      const stored = readFileSync(storedFile(res.json().result.profile_img_path));
      const meta = await sharp(stored).metadata();
      expect(meta, name).toMatchObject({ format: 'webp', width: 200, height: 200 });
      expect(meta.exif, name).toBeUndefined();
      expect(stored.includes('secret-owner'), name).toBe(false);
    }
  });

  it("refuses what is not a picture, whatever its name and type say: 'not an image'", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const truncated = (await photo()).subarray(0, 400);
    // TIFF decodes, but it is a scanner's format, not one of the accepted types
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer();
    const cases = [['text.jpg', Buffer.from('hello, not a picture')], ['vector.svg', svg], ['broken.jpg', truncated], ['scan.tif', tiff]] as const;
    for (const [name, data] of cases) {
      const res = await upload(multipartFile('image', name, 'image/jpeg', data));
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ status: 'error', message: 'not an image', errors: { image: ['not an image'] } });
    }
  });

  it("answers an empty file with 422 'not an image'", async () => {
    const res = await upload(multipartFile('image', 'empty.jpg', 'image/jpeg', Buffer.alloc(0)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'not an image', errors: { image: ['not an image'] } });
  });

  it("answers a multipart body cut off before its end with 400 'invalid input'", async () => {
    const whole = multipartFile('image', 'me.jpg', 'image/jpeg', await photo());
    const head = whole.payload.indexOf('\r\n\r\n');
    // cut inside the file, and inside the part's headers
    for (const end of [head + 4 + 1000, head - 10]) {
      const res = await upload({ payload: whole.payload.subarray(0, end), headers: whole.headers });
      expect(res.statusCode, `cut at ${end}`).toBe(400);
      expect(res.json(), `cut at ${end}`).toEqual({ status: 'error', message: 'invalid input' });
    }
  });

  it("refuses a file over 2 MB with 413 'image over 2 MB'", async () => {
    const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(multipartFile('image', 'big.png', 'image/png', noise));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'image over 2 MB', errors: { image: ['image over 2 MB'] } });
  });

  it('needs the file under image (or file), a multipart body and a session', async () => {
    const wrongField = await upload(multipartFile('photo', 'me.jpg', 'image/jpeg', await photo()));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ image: ['required'] });
    const json = await ctx.app.inject({ method: 'POST', url: '/api/user/upload-image', headers: user.headers, payload: { image: 'x' } });
    expect(json.statusCode).toBe(422);
    expect((await upload(multipartFile('image', 'me.jpg', 'image/jpeg', await photo()), {})).statusCode).toBe(401);
  });
});

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

  it("refuses what is not a picture, whatever its name and type say: 'not an image'", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const truncated = (await photo()).subarray(0, 400);
    for (const [name, data] of [['text.jpg', Buffer.from('hello, not a picture')], ['vector.svg', svg], ['broken.jpg', truncated]] as const) {
      const res = await upload(multipartFile('image', name, 'image/jpeg', data));
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ status: 'error', message: 'not an image', errors: { image: ['not an image'] } });
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

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { folderStorage } from '../src/plugins/storage.plugin.js';
import { createTestApp, openTestDatabase, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { befriend, purchased, uniqueReference, uploadSlip } from './support/credits.js';
import { uploadRequest } from './support/listings.js';
import { makeSlipImage } from './support/slip-image.js';
import { multipartFile } from './support/multipart.js';
import { S3_TEST_CREDENTIALS, startS3Server } from './support/s3-server.js';

const picture = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#37a' } }).jpeg().toBuffer();

async function uploadPicture(ctx: TestContext, headers: Record<string, string>): Promise<string> {
  const file = multipartFile('image', 'me.jpg', 'image/jpeg', await picture());
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user/upload-image', payload: file.payload, headers: { ...headers, ...file.headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.profile_img_path;
}

describe('S3 configuration', () => {
  const full = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'uploads',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
  };

  it('uses the bucket when all five are set (region us-east-1 unless given)', () => {
    expect(loadConfig(full).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com/uploads',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...full, S3_REGION: 'ap-southeast-1' }).s3?.region).toBe('ap-southeast-1');
    expect(loadConfig({}).s3).toBeNull();
  });

  it('stops start-up on a partial S3 configuration, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_PUBLIC_URL: _url, ...partial } = full;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/S3_SECRET_ACCESS_KEY: required when any of S3_ENDPOINT/);
    expect(() => loadConfig(partial)).toThrow(/S3_PUBLIC_URL: required/);
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(/S3_ENDPOINT: required/);
  });

  it('refuses a bucket name S3 would not take and an endpoint that is not a URL', () => {
    expect(() => loadConfig({ ...full, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be a URL/);
  });
});

describe('profile pictures in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let ctx: TestContext;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ ...FAST_HASH, ...s3.env });
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
  });
  afterAll(async () => {
    client.destroy();
    await ctx.close();
    await s3.close();
  });

  const keyOf = (url: string) => url.slice(`${s3.env.S3_PUBLIC_URL}/`.length);
  const exists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFound) return false;
        throw error;
      },
    );

  it('stores the upload in the bucket as a WebP and answers its public URL', async () => {
    const user = await signUp(ctx);
    const url = await uploadPicture(ctx, user.headers);
    expect(url).toMatch(new RegExp(`^${s3.env.S3_PUBLIC_URL}/profile/[A-Za-z0-9_-]{22}\\.webp$`));

    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toContain('immutable');
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    // what a browser loads from the public URL
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);

    const profile = await ctx.app.inject({ method: 'GET', url: `/api/user/${user.info.id}`, headers: user.headers });
    expect(profile.json().result.profile_img_path).toBe(url);
  });

  it('deletes the replaced picture from the bucket', async () => {
    const user = await signUp(ctx);
    const first = await uploadPicture(ctx, user.headers);
    const second = await uploadPicture(ctx, user.headers);
    expect(await exists(keyOf(second))).toBe(true);
    expect(await exists(keyOf(first))).toBe(false);
  });

  it('keeps payment slips private: no bucket URL is handed out, no cache may keep them, the API serves them to their owner', async () => {
    const user = await signUp(ctx);
    await befriend(ctx, user.info.id);
    const payment = await purchased(ctx, user.headers);
    const res = await uploadSlip(ctx, user.headers, payment.id, await makeSlipImage({ reference: uniqueReference() }));
    expect(res.statusCode, res.body).toBe(200);
    const row = await ctx.database.db.selectFrom('payment_slips').select(['id', 'storage_key']).where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^slips\//);
    expect(res.body).not.toContain(s3.env.S3_PUBLIC_URL);
    expect(res.body).not.toContain(row.storage_key);
    expect(() => ctx.app.storage.url(row.storage_key!)).toThrow(/no public URL/);

    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row.storage_key! }));
    expect(object.CacheControl).toBe('private, no-store');
    const image = await ctx.app.inject({ method: 'GET', url: res.json().result.slips[0].image_url, headers: user.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true);
  });

  it('puts, reads and deletes through app.storage', async () => {
    await ctx.app.storage.put('test/a.txt', Buffer.from('hello'), 'text/plain');
    expect(ctx.app.storage.url('test/a.txt')).toBe(`${s3.env.S3_PUBLIC_URL}/test/a.txt`);
    expect(ctx.app.storage.keyOf(`${s3.env.S3_PUBLIC_URL}/test/a.txt`)).toBe('test/a.txt');
    expect(ctx.app.storage.keyOf('https://lh3.googleusercontent.com/a/photo.jpg')).toBeNull();
    expect((await ctx.app.storage.get('test/a.txt'))?.toString()).toBe('hello');
    await ctx.app.storage.delete('test/a.txt');
    expect(await ctx.app.storage.get('test/a.txt')).toBeNull();
    await ctx.app.storage.delete('test/a.txt'); // deleting twice is fine
  });
});

describe('profile pictures in the local uploads folder', () => {
  let dir: string;
  let app: App;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-storage-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>BaanDee</title>');
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), ...FAST_HASH });
    app = await buildApp({ config, database, webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the upload at the /uploads/ URL it answered, and deletes the replaced one', async () => {
    const ctx = { app } as TestContext;
    const user = await signUp(ctx);
    const first = await uploadPicture(ctx, user.headers);
    expect(first).toMatch(/^\/uploads\/profile\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });

    const second = await uploadPicture(ctx, user.headers);
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps keys inside the folder', async () => {
    const storage = folderStorage(path.join(dir, 'data', 'uploads'));
    for (const key of ['../escape.txt', '/abs.txt', 'a/../../b.txt', 'no-extension', 'a//b.txt']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not a storage key/);
    }
    expect(storage.keyOf('/uploads/../config.txt')).toBeNull();
    expect(storage.keyOf('/uploads/profile/a.webp')).toBe('profile/a.webp');
  });
});

describe('an upload folder that cannot take the file', () => {
  let ctx: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(FAST_HASH, { logStream: { write: (line) => logLines.push(line) } });
  });
  afterAll(() => ctx.close());

  const noisyPhoto = () =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  const listingImages = (userId: number) => ctx.database.db.selectFrom('listing_images').select('url').where('user_id', '=', userId).execute();
  const unavailable = { status: 'error', message: 'upload storage unavailable' };

  it('answers 503 when the folder is not writable (here a file stands where it should be), and stores no URL', async () => {
    writeFileSync(ctx.config.uploadsDir, 'a file where the uploads folder should be');
    try {
      const user = await signUp(ctx);
      const file = multipartFile('image', 'me.jpg', 'image/jpeg', await picture());
      const profile = await ctx.app.inject({ method: 'POST', url: '/api/user/upload-image', payload: file.payload, headers: { ...user.headers, ...file.headers } });
      expect(profile.statusCode, profile.body).toBe(503);
      expect(profile.json()).toEqual(unavailable);
      const row = await ctx.database.db.selectFrom('users').select('profile_img_path').where('id', '=', user.info.id).executeTakeFirstOrThrow();
      expect(row.profile_img_path).toBeNull();

      const listing = await uploadRequest(ctx, user.headers, multipartFile('image', 'room.jpg', 'image/jpeg', await picture()));
      expect(listing.statusCode, listing.body).toBe(503);
      expect(listing.json()).toEqual(unavailable);
      expect(await listingImages(user.info.id)).toEqual([]);
      // the operator reads why in the log
      expect(logLines.some((line) => line.includes('upload storage unavailable') && line.includes('ENOTDIR'))).toBe(true);
    } finally {
      rmSync(ctx.config.uploadsDir, { force: true });
    }
  });

  it('leaves no file, whole or partial, when the disk fills during a write, and works again once there is room', async (test) => {
    // a small filesystem of its own (tmpfs) that the test can fill: needs root and mount rights
    mkdirSync(ctx.config.uploadsDir, { recursive: true });
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', ctx.config.uploadsDir], { stdio: 'ignore' });
    } catch {
      test.skip('a tmpfs cannot be mounted here');
    }
    try {
      // 64 KB left: the thumbnail (~15 KB) fits, the cover and the large size (~130-200 KB) stop half-way
      const { bsize, bavail } = statfsSync(ctx.config.uploadsDir);
      writeFileSync(path.join(ctx.config.uploadsDir, 'filler'), Buffer.alloc(bsize * bavail - 64 * 1024));
      const user = await signUp(ctx);
      const res = await uploadRequest(ctx, user.headers, multipartFile('image', 'room.jpg', 'image/jpeg', await noisyPhoto()));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(unavailable);
      const files = readdirSync(ctx.config.uploadsDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(files.map((entry) => entry.name)).toEqual(['filler']);
      expect(await listingImages(user.info.id)).toEqual([]);
      expect(logLines.some((line) => line.includes('ENOSPC'))).toBe(true);

      rmSync(path.join(ctx.config.uploadsDir, 'filler'));
      const again = await uploadRequest(ctx, user.headers, multipartFile('image', 'room.jpg', 'image/jpeg', await noisyPhoto()));
      expect(again.statusCode, again.body).toBe(200);
      expect(await listingImages(user.info.id)).toHaveLength(1);
    } finally {
      execFileSync('umount', [ctx.config.uploadsDir]);
    }
  });
});

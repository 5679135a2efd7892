import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, S3Config } from '../config.js';
import { storageUnavailable } from '../lib/errors.js';

/**
 * Where uploaded files live. A key is a relative path such as `profile/<random>.webp`;
 * what the database keeps and clients load is `url(key)`.
 */
export interface Storage {
  /**
   * Stores the file whole or not at all; a storage that cannot take it (a folder that is
   * full or not writable, an unreachable bucket) throws 503 'upload storage unavailable'.
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The public URL a client loads the file from; a private file (isPrivateKey) has none and throws. */
  url(key: string): string;
  /** The key behind a URL this storage handed out; null for any other URL (a provider's picture). */
  keyOf(url: string): string | null;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

/** A storage and what it holds open (the S3 client's sockets). */
export interface StorageDriver extends Storage {
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Local files are served under this path by the web plugin (DATA_DIR/uploads). */
export const UPLOADS_URL_PREFIX = '/uploads/';

// Keys are made by the server: folders and a file name of URL-safe characters.
const KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;
// Every stored name is random and never rewritten: caches may keep a file for good.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// ...except private files, which no cache may keep
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Folders of private files (payment slips: a payer's name and bank account). They have no
 * public URL: the API hands them to those allowed (GET api/payment/{id}/slip/{slip}), the
 * uploads path answers 404 for them, and in S3 the bucket's public read must leave them out.
 */
export const PRIVATE_FOLDERS = ['slips'] as const;
const PRIVATE_PATH = new RegExp(`^/?(?:${PRIVATE_FOLDERS.join('|')})(?:/|$)`, 'i');
export const isPrivateKey = (key: string): boolean => PRIVATE_PATH.test(key);

function publicKey(key: string): string {
  if (isPrivateKey(checkKey(key))) throw new Error(`a private file has no public URL: ${JSON.stringify(key)}`);
  return key;
}

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}


/**
 * Puts several files (the sizes of one picture) all or none: when one fails, the others
 * are deleted once every put has settled, so none still being written is left behind.
 */
export async function putAll(storage: Storage, files: { key: string; bytes: Buffer }[], contentType: string): Promise<void> {
  const results = await Promise.allSettled(files.map(({ key, bytes }) => storage.put(key, bytes, contentType)));
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed) return;
  await Promise.all(files.map(({ key }) => storage.delete(key).catch(() => undefined)));
  throw failed.reason;
}

function keyAfter(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return KEY.test(key) ? key : null;
}

/** Files in a folder (DATA_DIR/uploads), at /uploads/<key> on this server. */
export function folderStorage(root: string): StorageDriver {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, bytes) {
      const target = file(key);
      // written under a temporary name, then renamed: a full disk or a crash never leaves
      // half a file under a name the database may point to
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw storageUnavailable(error);
      }
    },
    url: (key) => UPLOADS_URL_PREFIX + publicKey(key),
    keyOf: (url) => keyAfter(UPLOADS_URL_PREFIX, url),
    async delete(key) {
      await rm(file(key), { force: true });
    },
    close() {},
    async get(key) {
      return readFile(file(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
  };
}

/** Objects in an S3-compatible bucket (path-style addressing), at S3_PUBLIC_URL/<key>. */
async function s3Storage(s3: S3Config): Promise<StorageDriver> {
  // loaded only when configured: the SDK takes about half a second to import
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // checksums only where S3 demands them: several S3-compatible servers reject the rest
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicPrefix = `${s3.publicUrl}/`;
  return {
    async put(key, bytes, contentType) {
      const cacheControl = isPrivateKey(checkKey(key)) ? PRIVATE_CACHE_CONTROL : CACHE_CONTROL;
      const command = new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: cacheControl });
      // S3 stores an object whole or not at all
      await client.send(command).catch((error: unknown) => {
        throw storageUnavailable(error);
      });
    },
    url: (key) => publicPrefix + publicKey(key),
    keyOf: (url) => keyAfter(publicPrefix, url),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}

/** The bucket when S3 is configured, else the local uploads folder (also for the seed, before the app is built). */
export async function createStorage(config: Config): Promise<StorageDriver> {
  return config.s3 ? s3Storage(config.s3) : folderStorage(config.uploadsDir);
}

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const driver = await createStorage(app.config);
    app.decorate('storage', driver);
    app.addHook('onClose', async () => driver.close());
  },
  { name: 'storage', decorators: { fastify: ['config'] } },
);

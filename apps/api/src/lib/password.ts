import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';

/**
 * Password storage with scrypt (OWASP: N=2^17, r=8, p=1). The stored string names its own
 * parameters, `$scrypt$N=131072,r=8,p=1$<salt>$<key>`, so the cost can be raised later and
 * old hashes still verify (and are re-hashed at the next login, see needsRehash).
 * crypto.scrypt runs in libuv's thread pool, so hashing never blocks the event loop.
 */

export const PRODUCTION_COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

interface Params {
  N: number;
  r: number;
  p: number;
}

/**
 * At most this many hashes at once (one per core, leaving a slot of libuv's default
 * four): a burst of logins then queues here, not in the thread pool that file reads,
 * DNS and image resizing also need, and memory stays bounded (each hash takes 128 MiB).
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(os.availableParallelism(), 3));
let running = 0;
const waiting: (() => void)[] = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, keyLength: number, { N, r, p }: Params): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below what N=2^17 uses.
  const maxmem = 256 * N * r * p;
  return inHashSlot(
    () =>
      new Promise((resolve, reject) => {
        // NFC: the same Thai password typed on two keyboards can arrive in two Unicode forms.
        scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, costLog2: number): Promise<string> {
  const params = { N: 2 ** costLog2, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return `$scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, N, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  return { N: Number(N), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison of the derived key; a malformed stored string never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with other parameters than the configured ones. */
export function needsRehash(stored: string, costLog2: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== 2 ** costLog2 || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real verification for an unknown e-mail (or an account
 * without a password), so response times do not tell which addresses are registered.
 */
export async function verifyDummy(password: string, costLog2: number): Promise<false> {
  let dummy = dummyHashes.get(costLog2);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), costLog2);
    dummyHashes.set(costLog2, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';

/**
 * Password storage with argon2id (docs/decisions/005-argon2id-passwords.md). The stored
 * string is the PHC format, `$argon2id$v=19$m=65536,t=3,p=1$<salt>$<hash>`, which names its
 * own parameters, so the cost can be raised later: old hashes still verify and are
 * re-hashed at the next login (see needsRehash). argon2 hashes in libuv's thread pool,
 * never on the event loop.
 */

export interface HashCost {
  /** memory in KiB */
  memoryKib: number;
  /** passes over the memory */
  timeCost: number;
}

export const PRODUCTION_COST: HashCost = { memoryKib: 65_536, timeCost: 3 }; // ~160 ms of one core here
const PARALLELISM = 1;

export function passwordCost(config: { PASSWORD_HASH_MEMORY_KIB: number; PASSWORD_HASH_TIME_COST: number }): HashCost {
  return { memoryKib: config.PASSWORD_HASH_MEMORY_KIB, timeCost: config.PASSWORD_HASH_TIME_COST };
}

/**
 * At most this many hashes at once (one per core, leaving a slot of libuv's default
 * four): a burst of logins then queues here, not in the thread pool that file reads,
 * DNS and image resizing also need, and memory stays bounded (64 MiB per hash).
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

const options = (cost: HashCost) => ({
  type: argon2.argon2id,
  memoryCost: cost.memoryKib,
  timeCost: cost.timeCost,
  parallelism: PARALLELISM,
});

// NFC: the same Thai password typed on two keyboards can arrive in two Unicode forms.
const normalise = (password: string) => password.normalize('NFC');

export function hashPassword(password: string, cost: HashCost): Promise<string> {
  return inHashSlot(() => argon2.hash(normalise(password), options(cost)));
}

/** argon2's verify compares in constant time; a malformed stored string never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await inHashSlot(() => argon2.verify(stored, normalise(password)));
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other parameters than the configured ones. */
export function needsRehash(stored: string, cost: HashCost): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  return argon2.needsRehash(stored, { memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: PARALLELISM });
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real verification for an unknown e-mail (or an account
 * without a password), so response times do not tell which addresses are registered.
 */
export async function verifyDummy(password: string, cost: HashCost): Promise<false> {
  const key = `${cost.memoryKib}:${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

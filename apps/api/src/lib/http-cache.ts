import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSerialized } from './route.js';

/**
 * Browsers keep an answer a minute, then ask again with If-None-Match (a 304 when nothing
 * changed): an admin's change to hot searches reaches visitors within about a minute.
 */
const MASTER_DATA_CACHE_CONTROL = 'public, max-age=60';
/** How long a process trusts the master-data version it read: one query per second at most. */
const MASTER_DATA_VERSION_TTL_MS = 1000;

/** A serialised JSON answer and its strong ETag. */
export interface JsonBody {
  body: string;
  etag: string;
}

/** The ETag is a hash of exactly these bytes, prefixed with the data version when there is one. */
export function toJsonBody(value: unknown, version?: string): JsonBody {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('base64url');
  return { body, etag: version === undefined ? `"${hash}"` : `"v${version}-${hash}"` };
}

/**
 * The master-data version (bumped by the database on every write, migration 0004), read at
 * most once per `ttlMs`; concurrent requests share one read. Several API processes on one
 * database each see a change within `ttlMs`.
 */
export function createVersionReader(read: () => Promise<string>, ttlMs = MASTER_DATA_VERSION_TTL_MS) {
  let current: { at: number; version: Promise<string> } | null = null;
  return (): Promise<string> => {
    const now = Date.now();
    if (!current || now - current.at >= ttlMs) {
      const version = read();
      const entry = { at: now, version };
      current = entry;
      version.catch(() => {
        if (current === entry) current = null;
      });
    }
    return current.version;
  };
}

/**
 * Builds each answer once per key and data version. The promise is kept, so concurrent
 * first requests share one build; a failed build is forgotten so the next request tries
 * again; a new version replaces the old answer.
 */
export function createBodyCache() {
  const bodies = new Map<string, { version: string; body: Promise<JsonBody> }>();
  return (key: string, version: string, build: () => Promise<JsonBody>): Promise<JsonBody> => {
    const cached = bodies.get(key);
    if (cached?.version === version) return cached.body;
    const body = build();
    bodies.set(key, { version, body });
    body.catch(() => {
      if (bodies.get(key)?.body === body) bodies.delete(key);
    });
    return body;
  };
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2) and may list several tags or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** Sends a pre-serialised body with caching headers, or 304 when the client already has it. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, json: JsonBody): FastifyReply {
  reply.header('cache-control', MASTER_DATA_CACHE_CONTROL).header('etag', json.etag);
  if (matches(request.headers['if-none-match'], json.etag)) return reply.status(304).send();
  return sendSerialized(reply, json.body);
}

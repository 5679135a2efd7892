import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const MASTER_DATA_CACHE_CONTROL = 'public, max-age=3600'; // master data changes only with a deploy or a seed

/** A serialised JSON answer and its strong ETag (a hash of exactly these bytes). */
export interface JsonBody {
  body: string;
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/**
 * Builds each answer once per key for the life of the process (the data only changes with
 * a deploy). The promise is kept, so concurrent first requests share one build; a failed
 * build is forgotten so the next request tries again.
 */
export function createBodyCache() {
  const bodies = new Map<string, Promise<JsonBody>>();
  return (key: string, build: () => Promise<JsonBody>): Promise<JsonBody> => {
    let body = bodies.get(key);
    if (!body) {
      body = build();
      bodies.set(key, body);
      body.catch(() => bodies.delete(key));
    }
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
  // A string with a JSON content type is sent as it is: no second serialisation.
  return reply.type('application/json; charset=utf-8').send(json.body);
}

import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keptZlib } from '../lib/kept-zlib.js';

/**
 * Answers whose body is a string or buffer of at most this size are compressed in one call
 * on the request's thread. @fastify/compress compresses every answer through a zlib stream
 * of its own; for the API's answers of a few kilobytes (a search page of 10 cards is ~11 kB,
 * ~2 kB compressed) setting up that stream cost more than the compression, and the
 * search's throughput fell by a third (decision 045). Larger answers and streams
 * (exports, files) are still left to it.
 */
export const SYNC_COMPRESS_MAX_BYTES = 512 * 1024;
/** Smaller answers are sent as they are (as @fastify/compress's threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/i;
type Encoding = 'br' | 'gzip' | 'deflate';

/**
 * The encodings in the order chosen between equal qualities. A body compressed for one answer
 * goes in gzip first: brotli at quality 3 took twice gzip's time for 6% fewer bytes (84 µs
 * against 39 µs for a 13.5 kB search answer, 2,652 bytes against 2,805; docs/decisions/084).
 * A body sent again (a kept answer) goes in br: it is compressed once and its bytes kept.
 */
export const ONCE: readonly Encoding[] = ['gzip', 'br', 'deflate'];
export const AGAIN: readonly Encoding[] = ['br', 'gzip', 'deflate'];

/**
 * The encoding to answer in from an Accept-Encoding header: the one of br, gzip and deflate
 * with the highest quality above 0 (`*` and `x-gzip` count as gzip), on equal quality the first
 * in `order`; null for none (identity).
 */
export function negotiateEncoding(header: string | undefined, order: readonly Encoding[] = AGAIN): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const encoding = name === '*' || name === 'x-gzip' ? 'gzip' : name!.trim();
    if (Number.isFinite(value)) quality.set(encoding, Math.max(quality.get(encoding) ?? 0, value));
  }
  let best: Encoding | null = null;
  for (const encoding of order) if ((quality.get(encoding) ?? 0) > (best ? quality.get(best)! : 0)) best = encoding;
  return best;
}

/**
 * Brotli at quality 3 and gzip/deflate at level 3: the compression was a quarter of a
 * computed search's time on the request's thread (docs/decisions/074, 078). Quality 3 takes
 * 70% of quality 4's time for 3% more bytes; level 3, zlib's last level without lazy
 * matching, about two thirds of level 4's for 2.6% more (2,807 bytes against 2,735 for a
 * 13.5 kB search answer), where level 4 took 85% of level 6's for 5% more.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const ZLIB_OPTIONS = { level: 3 };
/** gzip and deflate on compressors kept for the process (docs/decisions/085). */
export const GZIP = keptZlib('gzip', ZLIB_OPTIONS);
const DEFLATE = keptZlib('deflate', ZLIB_OPTIONS);

function compress(body: string | Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, BROTLI_OPTIONS);
  return encoding === 'gzip' ? GZIP.compress(body) : DEFLATE.compress(body);
}

/** Names accept-encoding in the answer's Vary (a cache must not give one client's encoding to another). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * A JSON answer sent again and again (a kept search answer, docs/decisions/028): compressed
 * once per encoding and the bytes sent again, where the hook below compressed the same
 * body anew for every request (a third of a kept search's time, docs/decisions/052).
 * The same rules as the hook: small answers and `x-no-compression` go as they are. Its first
 * answer prefers gzip, as the hook does; once it is sent again, br (see ONCE and AGAIN).
 */
export function reusableJson(body: string | Buffer) {
  const size = Buffer.byteLength(body);
  const compressed = new Map<Encoding, Buffer>();
  let sent = false;
  const kept = {
    body,
    /** The body in this encoding, compressed on the first call only. */
    bytes(encoding: Encoding): Buffer {
      let bytes = compressed.get(encoding);
      if (!bytes) compressed.set(encoding, (bytes = compress(body, encoding)));
      return bytes;
    },
    send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
      reply.type('application/json; charset=utf-8');
      if (size < COMPRESS_THRESHOLD_BYTES || size > SYNC_COMPRESS_MAX_BYTES || request.headers['x-no-compression'] !== undefined) return reply.send(body);
      const encoding = negotiateEncoding(request.headers['accept-encoding'], sent ? AGAIN : ONCE);
      sent = true;
      if (!encoding) return reply.send(body);
      varyOnEncoding(reply);
      reply.header('content-encoding', encoding);
      return reply.send(kept.bytes(encoding));
    },
  };
  return kept;
}

/** Compresses small string and buffer answers in one call (see SYNC_COMPRESS_MAX_BYTES); register it before @fastify/compress. */
export const compressAnswersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_THRESHOLD_BYTES || size > SYNC_COMPRESS_MAX_BYTES) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
      const encoding = negotiateEncoding(request.headers['accept-encoding'], ONCE);
      if (!encoding) return payload;
      varyOnEncoding(reply);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(payload, encoding);
    });
  },
  { name: 'compress-answers' },
);

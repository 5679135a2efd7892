import { randomBytes } from 'node:crypto';
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateBound, keptZlib } from '../../src/lib/kept-zlib.js';

/**
 * Answers compressed on a compressor kept for the process (docs/decisions/085): a client
 * must get exactly the bytes a fresh compressor gives, for any body and in any order.
 */
const OPTIONS = { level: 3 };

const answerLike = (cards: number) =>
  JSON.stringify({
    status: 'success',
    result: {
      data: Array.from({ length: cards }, (_, i) => ({ id: i + 1, announce_title: `ให้เช่าคอนโด ใกล้ BTS อโศก ${i} ห้องนอน`, rent_price: 15_000 + i * 500, district: { name_th: 'วัฒนา', name_en: 'Watthana' } })),
      total: cards,
    },
  });

// bodies of every kind an answer can be: empty, tiny, JSON of a page, Thai, incompressible, and
// larger than the kept output buffer (it grows) both compressible and not
const BODIES: (string | Buffer)[] = [
  '',
  'x',
  answerLike(10),
  Buffer.from(answerLike(10)),
  'ก'.repeat(5_000),
  randomBytes(3_000),
  randomBytes(40_000),
  answerLike(2_000),
  randomBytes(512 * 1024),
];

describe('a kept zlib compressor', () => {
  it('is the kept one on the Node the product pins (a Node that drops it falls back, and this says so)', () => {
    expect(keptZlib('gzip', OPTIONS).kept).toBe(true);
    expect(keptZlib('deflate', OPTIONS).kept).toBe(true);
  });

  it("gives gzipSync's and deflateSync's bytes for every body, one after another on the same compressor", () => {
    const gzip = keptZlib('gzip', OPTIONS);
    const deflate = keptZlib('deflate', OPTIONS);
    // twice over, and in the reverse order: nothing of one body is left for the next
    for (const body of [...BODIES, ...[...BODIES].reverse()]) {
      const zipped = gzip.compress(body);
      expect(zipped.equals(gzipSync(body, OPTIONS))).toBe(true);
      expect(gunzipSync(zipped).equals(Buffer.from(body))).toBe(true);
      const deflated = deflate.compress(body);
      expect(deflated.equals(deflateSync(body, OPTIONS))).toBe(true);
      expect(inflateSync(deflated).equals(Buffer.from(body))).toBe(true);
    }
  });

  it('answers a copy: a later call does not change bytes already handed out', () => {
    const gzip = keptZlib('gzip', OPTIONS);
    const first = gzip.compress(answerLike(10));
    const copy = Buffer.from(first);
    gzip.compress(randomBytes(10_000));
    expect(first.equals(copy)).toBe(true);
  });

  it('reserves room for the worst case, so one call always finishes', () => {
    for (const size of [0, 1, 100, 16 * 1024, 512 * 1024]) expect(gzipSync(randomBytes(size), { level: 0 }).length).toBeLessThanOrEqual(deflateBound(size));
  });
});

import type { SearchTerm } from '@baandee/domain';

/**
 * How many listings a keyword matches, estimated from a random sample of search texts kept
 * in memory (docs/decisions/015), to choose how the keyword is looked up: walking an order's
 * index costs about 1001 / share rows (cheap when many match), asking the trigram index
 * costs about one random row read per match (cheap when few match). The database's own
 * estimate would cost a planning round of its own on every search.
 */
export const SAMPLE_SIZE = 3000;
const SAMPLE_TTL_MS = 10 * 60_000;
/**
 * What a walked row costs against a match the text index finds and rechecks. A walk reads
 * wide rows in the order's index order, mostly from outside the cache at a million rows:
 * measured there at 10-17 us a row, against 5-36 us a match through the text index, so the
 * walk pays only when a keyword matches more than about 5% of the listings.
 */
const WALK_TO_INDEX_ROW_COST = 2.5;

export interface TextSample {
  rows: number;
  texts: string[];
}

/** The share of sampled texts holding, for every term, one of its alternatives. */
export function sampleShare(texts: readonly string[], terms: readonly SearchTerm[]): number {
  if (texts.length === 0) return 0;
  let hits = 0;
  for (const text of texts) if (terms.every((term) => term.alternatives.some((alternative) => text.includes(alternative)))) hits++;
  return hits / texts.length;
}

/**
 * Walk when the estimated matches exceed the break-even sqrt(cap * rows * cost ratio)
 * (about 50,000 at a million listings, 15,800 at 100,000): below it the text index is cheaper.
 */
export function keywordPath(sample: TextSample, terms: readonly SearchTerm[], cap: number): 'walk' | 'text-index' {
  if (terms.some((term) => term.rare)) return 'text-index';
  const matches = sampleShare(sample.texts, terms) * sample.rows;
  return matches >= Math.sqrt(cap * sample.rows * WALK_TO_INDEX_ROW_COST) ? 'walk' : 'text-index';
}

const samples = new WeakMap<object, { at: number; sample: Promise<TextSample> }>();

/** The owner's sample, read again once SAMPLE_TTL_MS old while the old one still answers; a failed first read is forgotten. */
export function textSample(owner: object, read: () => Promise<TextSample>, now = Date.now()): Promise<TextSample> {
  const current = samples.get(owner);
  if (current && now - current.at < SAMPLE_TTL_MS) return current.sample;
  if (current) {
    current.at = now; // one new read at a time; on failure the old sample serves another period
    const sample = read();
    sample.then(
      () => samples.set(owner, { at: now, sample }),
      () => {},
    );
    return current.sample;
  }
  const entry = { at: now, sample: read() };
  samples.set(owner, entry);
  entry.sample.catch(() => {
    if (samples.get(owner) === entry) samples.delete(owner);
  });
  return entry.sample;
}

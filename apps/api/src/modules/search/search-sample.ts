import type { SearchTerm } from '@baandee/domain';
import { deepFreeze } from '../../lib/deep-freeze.js';
import type { KeywordLookup } from './search-plan.js';
import { searchWordIndex } from './search-words.js';
import { keepRecent } from '../../lib/recent-map.js';

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
 * A walk finds its 1001 matches after about 1001 / share rows. Above 5% that is at most
 * about 20,000 rows, cheap even when they come from outside the cache; below it the text
 * index is cheaper: a walk reads wide rows one by one, so a word of 1% of the listings
 * costs seconds to walk and little through the index, while a common word costs more
 * through the index (figures: docs/decisions/045, from decision 015's measurements).
 */
const WALK_MIN_SHARE = 0.05;

export interface TextSample {
  rows: number;
  texts: string[];
  /** Whether the database's word index holds the code's words (migration 0016): else it is not used. */
  wordsIndexed: boolean;
}

/** In one pass over the sample: the share of texts holding each term (one of its alternatives), and every term. */
function sampleShares(texts: readonly string[], terms: readonly SearchTerm[]): { each: number[]; all: number } {
  const each = terms.map(() => 0);
  let all = 0;
  for (const text of texts) {
    let every = true;
    terms.forEach((term, i) => {
      if (term.alternatives.some((alternative) => text.includes(alternative))) each[i]!++;
      else every = false;
    });
    if (every) all++;
  }
  const share = (hits: number) => (texts.length === 0 ? 0 : hits / texts.length);
  return { each: each.map(share), all: share(all) };
}

/** The share of sampled texts holding, for every term, one of its alternatives. */
export const sampleShare = (texts: readonly string[], terms: readonly SearchTerm[]): number => sampleShares(texts, terms).all;

/**
 * Below this share the trigram index finds a word's few matches faster than the running
 * boosts (about 2% of the listings) are read and tested: a project's name is quick
 * through it, while a district's name (4%, and its romanisations) reads far more pages
 * than testing every boosted row (figures: docs/decisions/045).
 */
const BOOSTS_BY_TEXT_MAX_SHARE = 0.005;

/**
 * How a keyword's matches are found, from the share of the sample it matches: the others
 * by walking the order's index from WALK_MIN_SHARE, else through the text index. The
 * boosted ones through the text index when every word of the keyword is rare on its own
 * (a project's name, or under BOOSTS_BY_TEXT_MAX_SHARE): the database may start from any
 * word's matches, its estimate of a Thai LIKE being no guide (85 rows for 33,000). Also
 * when the keyword mixes words of the word index with words outside it (`คอนโด วิวทะเล`):
 * from the boosts' index every boosted row would be read from the table for the outside
 * word's text, while the indexed words' exact matches, and the boosts', combine as bitmaps
 * first (0.14-0.18 s against 0.6-1.0 s at a million, docs/decisions/074). Else from the
 * boosts' index, which carries the word ids (a keyword of indexed words is tested there
 * without reading the table). A project's name is always looked up in the text index. The
 * word index serves every term it holds (`termWords`) on every path. Kept per sample and
 * keyword (`KEPT_LOOKUPS`), frozen: the same object answers the keyword again.
 */
export function keywordLookup(sample: TextSample, terms: readonly SearchTerm[]): KeywordLookup {
  let kept = lookups.get(sample);
  if (!kept) lookups.set(sample, (kept = new Map()));
  const key = JSON.stringify(terms.map((term) => [term.alternatives, term.rare === true]));
  const found = kept.get(key);
  if (found) return found;
  return keepRecent(kept, key, deepFreeze(lookupOf(sample, terms)), KEPT_LOOKUPS);
}

/**
 * Each sample's lookups by keyword, the oldest going first past KEPT_LOOKUPS: a lookup tests
 * every sampled text for every alternative (0.3-3 ms for 3,000 texts at a million listings),
 * and a keyword is asked again and again while its sample serves.
 */
const KEPT_LOOKUPS = 2_000;
const lookups = new WeakMap<TextSample, Map<string, KeywordLookup>>();

function lookupOf(sample: TextSample, terms: readonly SearchTerm[]): KeywordLookup {
  const shares = sampleShares(sample.texts, terms);
  const termWords = terms.map((term) => (sample.wordsIndexed ? searchWordIndex().termWordIds(term) : null));
  const allRare = terms.every((term, i) => term.rare === true || shares.each[i]! < BOOSTS_BY_TEXT_MAX_SHARE);
  const mixed = termWords.some((words) => words !== null) && termWords.some((words) => words === null);
  const boostedPath = allRare || mixed ? 'text-index' : 'boosts';
  if (terms.some((term) => term.rare)) return { keywordPath: 'text-index', boostedPath, termWords };
  return { keywordPath: shares.all >= WALK_MIN_SHARE ? 'walk' : 'text-index', boostedPath, termWords };
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

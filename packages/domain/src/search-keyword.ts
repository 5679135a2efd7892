import { parseRoomCode } from './room-code.js';
import { SEARCH_DICTIONARY, type SearchWordGroup, type SearchWordRole } from './search-dictionary.js';
import { editDistance, looseSpelling, originalSpan, typoAllowance } from './search-spelling.js';
import { canEndWord, canStartWord, charClass, normalizeSearchText } from './search-text.js';

/**
 * A keyword as the search reads it (docs/decisions/015): normalised, split into words by
 * spaces and, inside unspaced Thai, by the longest words of a vocabulary (this dictionary
 * plus the master data's names); each word expanded to its synonyms and transliterations.
 * A listing matches when its search text contains, for every term, one of its alternatives.
 */
export interface SearchTerm {
  /** The words as typed (normalised). */
  text: string;
  /** Substrings any of which satisfies the term; never empty. */
  alternatives: string[];
  /** A project's name: few listings match (see SearchWordGroup.rare). */
  rare?: boolean;
}

/**
 * A listing's search text carries generated room phrases ('%s' is the count), so "3 ห้องนอน",
 * "3 bedrooms" and "3bed" find a three-bedroom listing whatever its title says.
 */
export const ROOM_PHRASE_TEMPLATES = {
  bedroom: '%s ห้องนอน %s bedrooms %s bed',
  bathroom: '%s ห้องน้ำ %s bathrooms %s bath',
} as const;

/** The room phrases of a listing with these counts, as its search text holds them. */
export function roomPhrases(bedrooms: number, bathrooms: number): string {
  const parts: string[] = [];
  if (bedrooms > 0) parts.push(ROOM_PHRASE_TEMPLATES.bedroom.replaceAll('%s', String(bedrooms)));
  if (bathrooms > 0) parts.push(ROOM_PHRASE_TEMPLATES.bathroom.replaceAll('%s', String(bathrooms)));
  return parts.join(' ');
}

const bedroomPhrase = (n: string) => [`${n} ห้องนอน`, `${n} bed`];
const bathroomPhrase = (n: string) => [`${n} ห้องน้ำ`, `${n} bath`];

/** The alternatives a keyword's room phrases ("3 ห้องนอน", "2bath") are read as, for counts 1 to `max`. */
export function roomPhraseAlternatives(max: number): string[] {
  const phrases: string[] = [];
  for (let n = 1; n <= max; n++) phrases.push(...bedroomPhrase(String(n)), ...bathroomPhrase(String(n)));
  return phrases;
}

/** At most this many alternatives per term: each is one more index scan. */
const MAX_ALTERNATIVES = 5;
/** Words of a keyword beyond this many are ignored. */
const MAX_TERMS = 8;

interface TrieNode {
  next: Map<string, TrieNode>;
  word?: string;
}

interface WordIndex {
  /** Every spelling the segmenter knows, normalised, to the groups it belongs to. */
  readonly groups: ReadonlyMap<string, readonly VocabularyGroup[]>;
  readonly trie: TrieNode;
}

export interface SearchVocabulary extends WordIndex {
  /** The same words by their loose spelling (search-spelling.ts): read where the exact ones leave a keyword unknown. */
  readonly loose: WordIndex;
  /** Latin words long enough to be read through a typo, with their loose spelling. */
  readonly latin: readonly { word: string; loose: string }[];
}

/** Loose keys shorter than this (in letters) would meet unrelated words: Thai, then Latin. */
const MIN_LOOSE_THAI = 3;
const MIN_LOOSE_LATIN = 4;
/** A typed word read as a known word through a typo: at most this many readings. */
const MAX_TYPO_READINGS = 3;

interface VocabularyGroup {
  words: string[];
  role?: SearchWordRole;
  common?: boolean;
  rare?: boolean;
}

/** Master-data names: a Thai and an English name of one place, station, line, type or project. */
export interface NamePair {
  name_th: string | null;
  name_en: string | null;
}

/** Administrative prefixes a person leaves out: "เขตบางนา" is searched as "บางนา", "Khet Bang Na" as "Bang Na". */
const PREFIXES = ['เขต', 'แขวง', 'อำเภอ', 'ตำบล', 'จังหวัด', 'khet ', 'khwaeng ', 'amphoe ', 'tambon '];

function withoutPrefix(name: string): string | null {
  for (const prefix of PREFIXES) {
    if (name.startsWith(prefix) && name.length > prefix.length + 1) return name.slice(prefix.length).trim();
  }
  return null;
}

/**
 * Groups of names from the master data: both scripts, and each without its administrative
 * prefix; `kind` marks project names rare and province or type names common.
 */
export function nameGroups(pairs: readonly NamePair[], kind: 'rare' | 'common' | null = null): SearchWordGroup[] {
  return pairs.map((pair) => {
    const words: string[] = [];
    for (const name of [pair.name_th, pair.name_en]) {
      if (!name) continue;
      const normal = normalizeSearchText(name);
      words.push(normal);
      const short = withoutPrefix(normal);
      if (short) words.push(short);
    }
    return kind ? { words, [kind]: true } : { words };
  });
}

/** Builds the segmenter's vocabulary from the dictionary and the master data's name groups. */
function wordIndex() {
  const groups = new Map<string, VocabularyGroup[]>();
  const trie: TrieNode = { next: new Map() };
  const add = (key: string, group: VocabularyGroup) => {
    if ([...key].length < 2) return;
    const list = groups.get(key);
    if (list) {
      if (!list.includes(group)) list.push(group);
      return;
    }
    groups.set(key, [group]);
    let node = trie;
    for (const char of key) {
      let child = node.next.get(char);
      if (!child) node.next.set(char, (child = { next: new Map() }));
      node = child;
    }
    node.word = key;
  };
  return { groups, trie, add };
}

const letterCount = (text: string) => [...text.replaceAll(' ', '')].length;
const isLatinWord = (text: string) => [...text].every((char) => charClass(char) === 'latin' || char === ' ');

export function buildSearchVocabulary(extra: readonly SearchWordGroup[] = [], dictionary: readonly SearchWordGroup[] = SEARCH_DICTIONARY): SearchVocabulary {
  const exact = wordIndex();
  const loose = wordIndex();
  const latin = new Map<string, string>();
  const addKey = (key: string, group: VocabularyGroup) => {
    exact.add(key, group);
    const looseKey = looseSpelling(key).text;
    const latinKey = isLatinWord(key);
    if (letterCount(looseKey) >= (latinKey ? MIN_LOOSE_LATIN : MIN_LOOSE_THAI)) loose.add(looseKey, group);
    if (latinKey && !key.includes(' ') && key.length >= 5) latin.set(key, looseKey);
  };
  for (const source of [...dictionary, ...extra]) {
    const words = [...new Set(source.words.map(normalizeSearchText).filter((word) => [...word].length >= 2))];
    if (words.length === 0) continue;
    const group: VocabularyGroup = {
      words,
      ...(source.role && { role: source.role }),
      ...(source.common && { common: true }),
      ...(source.rare && { rare: true }),
    };
    for (const word of words) {
      addKey(word, group);
      // "ดีคอนโด รามคำแหง" is also typed without its space
      if (word.includes(' ')) addKey(word.replaceAll(' ', ''), group);
    }
  }
  return {
    groups: exact.groups,
    trie: exact.trie,
    loose: { groups: loose.groups, trie: loose.trie },
    latin: [...latin].map(([word, looseKey]) => ({ word, loose: looseKey })),
  };
}

let defaultVocabulary: SearchVocabulary | undefined;
/** The dictionary alone (no master data): for callers without a database. */
export function dictionaryVocabulary(): SearchVocabulary {
  return (defaultVocabulary ??= buildSearchVocabulary());
}

interface Segment {
  kind: 'word' | 'unknown';
  text: string;
}

interface Span {
  kind: 'word' | 'unknown';
  /** The word's key, or the unknown run's text. */
  text: string;
  from: number;
  to: number;
}

/**
 * Splits normalised text into vocabulary words and unknown runs: of all splits, the one
 * leaving the fewest characters unknown, then using the fewest words (so the longest words
 * win: คอนโดมิเนียม over คอนโด + มิเนียม). A word may span spaces ("on nut"); Latin and
 * digit words match whole tokens only; Thai words never cut a syllable's marks.
 */
export function segmentSearchText(text: string, vocabulary: Pick<SearchVocabulary, 'trie'>): Segment[] {
  return segmentSpans(text, vocabulary.trie).map(({ kind, text: part }) => ({ kind, text: part }));
}

function segmentSpans(text: string, trie: TrieNode): Span[] {
  const n = text.length;
  const cost: { unknown: number; words: number; from: number; word: string | null }[] = new Array(n + 1);
  cost[0] = { unknown: 0, words: 0, from: -1, word: null };
  const better = (a: { unknown: number; words: number }, unknown: number, words: number) =>
    unknown < a.unknown || (unknown === a.unknown && words < a.words);
  const relax = (to: number, from: number, unknown: number, words: number, word: string | null) => {
    const current = cost[to];
    if (!current || better(current, unknown, words)) cost[to] = { unknown, words, from, word };
  };
  for (let i = 0; i < n; i++) {
    const here = cost[i];
    if (!here) continue;
    if (text[i] === ' ') {
      relax(i + 1, i, here.unknown, here.words, null);
      continue;
    }
    relax(i + 1, i, here.unknown + 1, here.words, null);
    if (!canStartWord(text, i)) continue;
    let node: TrieNode | undefined = trie;
    for (let j = i; j < n && node; j++) {
      node = node.next.get(text[j]!);
      if (node?.word !== undefined && canEndWord(text, j + 1)) relax(j + 1, i, here.unknown, here.words + 1, node.word);
    }
  }
  // walk back from the end, then merge unknown characters into runs split at spaces and scripts
  const steps: { from: number; to: number; word: string | null }[] = [];
  for (let at = n; at > 0; ) {
    const step = cost[at]!;
    steps.push({ from: step.from, to: at, word: step.word });
    at = step.from;
  }
  steps.reverse();
  const segments: Span[] = [];
  let run = '';
  let runFrom = 0;
  let runTo = 0;
  const flush = () => {
    if (run) segments.push({ kind: 'unknown', text: run, from: runFrom, to: runTo });
    run = '';
  };
  for (const step of steps) {
    if (step.word !== null) {
      flush();
      segments.push({ kind: 'word', text: step.word, from: step.from, to: step.to });
      continue;
    }
    const char = text.slice(step.from, step.to);
    if (char === ' ' || (run && charClass(run[run.length - 1]) !== charClass(char))) flush();
    if (char === ' ') continue;
    if (!run) runFrom = step.from;
    run += char;
    runTo = step.to;
  }
  flush();
  return segments;
}

/** A part of a keyword as read: a known word with its groups, or text to match as typed. */
interface Reading {
  text: string;
  groups: readonly VocabularyGroup[];
}

const unknownLetters = (spans: readonly Span[]) => spans.reduce((sum, span) => sum + (span.kind === 'unknown' ? letterCount(span.text) : 0), 0);

/**
 * Reads normalised text: by exact spelling, or, where that leaves letters unknown and the
 * loose spelling leaves fewer, by loose spelling (each part keeping the text as typed);
 * a Latin word still unknown may be a typo of a known one.
 */
function readSearchText(text: string, vocabulary: SearchVocabulary): Reading[] {
  const exact = segmentSpans(text, vocabulary.trie);
  let readings: Reading[] = exact.map((span) => ({ text: span.text, groups: span.kind === 'word' ? (vocabulary.groups.get(span.text) ?? []) : [] }));
  const unknown = unknownLetters(exact);
  if (unknown > 0) {
    const loose = looseSpelling(text);
    const spans = segmentSpans(loose.text, vocabulary.loose.trie);
    if (unknownLetters(spans) < unknown) {
      readings = spans.map((span) => {
        const [from, to] = originalSpan(loose, span.from, span.to, text.length);
        const typed = text.slice(from, to).trim();
        if (span.kind === 'unknown') return { text: typed, groups: [] };
        return { text: typed, groups: vocabulary.groups.get(typed) ?? vocabulary.loose.groups.get(span.text) ?? [] };
      });
    }
  }
  return typoRuns(readings.map((reading) => (reading.groups.length === 0 ? { text: reading.text, groups: typoGroups(reading.text, vocabulary) } : reading)), vocabulary);
}

/** The most words a name typed with a mistake may span ("lat krabnag" for Lat Krabang). */
const MAX_TYPO_RUN = 4;

/**
 * Latin words still unknown read together with their Latin neighbours, as one name typed
 * with a mistake ("lat phrau", "bang plhat"): the longest run of words around the unknown
 * one whose letters, run together, are within a typo of a known name's.
 */
function typoRuns(readings: Reading[], vocabulary: SearchVocabulary): Reading[] {
  const out = [...readings];
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.groups.length > 0 || !isLatinWord(out[i]!.text)) continue;
    found: for (let size = Math.min(MAX_TYPO_RUN, out.length); size >= 2; size--) {
      for (let from = Math.max(0, i - size + 1); from <= i && from + size <= out.length; from++) {
        const run = out.slice(from, from + size);
        if (!run.every((reading) => isLatinWord(reading.text))) continue;
        const groups = typoGroups(run.map((reading) => reading.text.replaceAll(' ', '')).join(''), vocabulary);
        if (groups.length === 0) continue;
        out.splice(from, size, { text: run.map((reading) => reading.text).join(' '), groups });
        i = from;
        break found;
      }
    }
  }
  return out;
}

type LatinWord = SearchVocabulary['latin'][number];

/** The Latin words by length, as typed and loose: a typo is compared only with words of about its length. */
const latinByLength = new WeakMap<SearchVocabulary, { typed: Map<number, LatinWord[]>; loose: Map<number, LatinWord[]> }>();

function latinOfLength(vocabulary: SearchVocabulary) {
  let buckets = latinByLength.get(vocabulary);
  if (!buckets) {
    buckets = { typed: new Map(), loose: new Map() };
    for (const candidate of vocabulary.latin) {
      for (const [map, length] of [[buckets.typed, candidate.word.length], [buckets.loose, candidate.loose.length]] as const) {
        const list = map.get(length);
        if (list) list.push(candidate);
        else map.set(length, [candidate]);
      }
    }
    latinByLength.set(vocabulary, buckets);
  }
  return buckets;
}

/** The groups of the known Latin words closest to a Latin word typed with a mistake or two. */
function typoGroups(typed: string, vocabulary: SearchVocabulary): VocabularyGroup[] {
  const allowance = typoAllowance(typed.length);
  if (allowance === 0 || !isLatinWord(typed) || typed.includes(' ')) return [];
  const looseTyped = looseSpelling(typed).text;
  const buckets = latinOfLength(vocabulary);
  let best = allowance + 1;
  let words: string[] = [];
  const consider = (candidate: LatinWord, distance: number) => {
    if (distance < best) {
      best = distance;
      words = [candidate.word];
    } else if (distance === best && distance <= allowance && !words.includes(candidate.word)) words.push(candidate.word);
  };
  for (let length = typed.length - allowance; length <= typed.length + allowance; length++) {
    for (const candidate of buckets.typed.get(length) ?? []) consider(candidate, editDistance(typed, candidate.word, best));
  }
  for (let length = looseTyped.length - allowance; length <= looseTyped.length + allowance; length++) {
    for (const candidate of buckets.loose.get(length) ?? []) consider(candidate, editDistance(looseTyped, candidate.loose, best));
  }
  if (best > allowance) return [];
  return [...new Set(words.slice(0, MAX_TYPO_READINGS).flatMap((word) => vocabulary.groups.get(word) ?? []))];
}

/**
 * Leaves out alternatives that contain another one (a substring match of the shorter finds
 * them too), keeping the first ones given: the word as typed, then each group's spellings
 * in the dictionary's order (the usual ones first).
 */
function minimalAlternatives(words: readonly string[]): string[] {
  const unique = [...new Set(words)].filter((word) => word.length > 0);
  const minimal = unique.filter((word) => !unique.some((other) => other !== word && word.includes(other)));
  return minimal.slice(0, MAX_ALTERNATIVES);
}

function rolesOf(reading: Reading): Set<SearchWordRole> {
  return new Set(reading.groups.flatMap((group) => (group.role ? [group.role] : [])));
}

const isCommon = (reading: Reading) => reading.groups.some((group) => group.common);

/** Rare only when every meaning of the word is (อโศก names a project's part, a station and an area: not rare). */
const isRare = (reading: Reading) => reading.groups.length > 0 && reading.groups.every((group) => group.rare);

function expand(reading: Reading): string[] {
  const groups = reading.groups.filter((group) => group.role !== 'count-word');
  return minimalAlternatives([reading.text, ...groups.flatMap((group) => group.words)]);
}

const ROOM_CODE_TOKEN = /^[0-9]\+?[bB]/;

/** A room code typed as a keyword ("2B1R") becomes room phrases; anything else stays as typed. */
function roomCodeTerms(token: string): SearchTerm[] | null {
  if (!ROOM_CODE_TOKEN.test(token)) return null;
  const rooms = parseRoomCode(token);
  if (!rooms) return null;
  const terms: SearchTerm[] = [];
  const count = (value: number) => (value >= 4 ? '4' : String(value));
  if (rooms.bedrooms > 0) terms.push({ text: `${count(rooms.bedrooms)} ห้องนอน`, alternatives: bedroomPhrase(count(rooms.bedrooms)) });
  if (rooms.restrooms > 0) terms.push({ text: `${count(rooms.restrooms)} ห้องน้ำ`, alternatives: bathroomPhrase(count(rooms.restrooms)) });
  return terms;
}

/**
 * The terms of a keyword: every term must match (AND), any of a term's alternatives will
 * do (OR). Stop words are dropped, "3 ห้องนอน" / "3 bedrooms" / "3bed" / a room code become
 * room phrases, unknown runs stay as typed (substring terms) and single letters are dropped.
 */
export function parseSearchKeyword(keyword: string, vocabulary: SearchVocabulary = dictionaryVocabulary()): SearchTerm[] {
  const codeTerms: SearchTerm[] = [];
  const rest = keyword
    .split(/\s+/)
    .filter((token) => {
      const terms = roomCodeTerms(token);
      if (terms) codeTerms.push(...terms);
      return !terms;
    })
    .join(' ');
  const segments = readSearchText(normalizeSearchText(rest), vocabulary);
  const terms: (SearchTerm & { common: boolean })[] = codeTerms.map((term) => ({ ...term, common: true }));
  const word = (reading: Reading): SearchTerm & { common: boolean } => ({
    text: reading.text,
    alternatives: expand(reading),
    common: isCommon(reading),
    ...(isRare(reading) && { rare: true }),
  });
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const next = segments[i + 1];
    if (/^[0-9]+$/.test(segment.text) && next && next.groups.length > 0) {
      const roles = rolesOf(next);
      const isBath = roles.has('bathroom') || (roles.has('count-word') && next.text === 'น้ำ');
      const isBed = roles.has('bedroom') || (roles.has('count-word') && next.text === 'นอน');
      if (isBed || isBath) {
        terms.push({ text: `${segment.text} ${next.text}`, alternatives: (isBed ? bedroomPhrase : bathroomPhrase)(segment.text), common: true });
        i++;
        continue;
      }
    }
    if (segment.groups.length > 0) {
      if (rolesOf(segment).has('stop')) continue;
      terms.push(word(segment));
      continue;
    }
    if ([...segment.text].length < 2) continue;
    terms.push({ text: segment.text, alternatives: [segment.text], common: false });
  }
  // the same term twice adds nothing; the rarer terms go first (see SearchWordGroup.common)
  const seen = new Set<string>();
  return terms
    .filter((term) => {
      const key = [...term.alternatives].sort().join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_TERMS)
    .sort((a, b) => Number(a.common) - Number(b.common))
    .map(({ common: _common, ...term }) => term);
}

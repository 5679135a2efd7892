import { SEARCH_DICTIONARY } from './search-dictionary.js';
import { ESTATE_TYPE_PHRASES } from './search-intent.js';
import { nameGroups, type NamePair } from './search-keyword.js';
import { looseSpelling, typoAllowance } from './search-spelling.js';
import { charClass, normalizeSearchText } from './search-text.js';

/**
 * Suggestions while typing (docs/decisions/051): from the second character the search box
 * offers the places, stations, lines, projects and estate types whose names (Thai or
 * English, with and without their administrative prefix, the dictionary's romanisations
 * and the estate types' synonyms) begin with what was typed; then those whose loose
 * spelling does (toneless Thai, another romanisation: search-spelling.ts); then, for a
 * Latin word of five letters or more, those within its typo allowance. Choosing one sets
 * its filter, not a keyword.
 *
 * Kinds in the order they rank among matches of one quality: a type or a place is what a
 * visitor most often means, a project the most specific.
 */
export const SUGGESTION_KINDS = ['estate_type', 'province', 'district', 'station', 'line', 'sub_district', 'project'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** How a suggestion met the text typed: as spelt, in loose spelling, or through a typo. */
export type SuggestionMatch = 'exact' | 'loose' | 'typo';

/** Suggestions start at this many characters of (normalised) text. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = { default: 8, max: 20 } as const;
/** At most this many of one kind while other kinds have matches ("บาง" names dozens of districts). */
const PER_KIND = 4;

/** A thing that can be suggested: its names in both languages, and other words that name it. */
export interface SuggestionSource extends NamePair {
  kind: SuggestionKind;
  id: number;
  /** An estate type's master-data slug: its synonyms (เซ้ง, business takeover) name it too. */
  slug?: string;
  aliases?: readonly string[];
}

/** A name, or the rest of it from a later word's start, pointing at its source: kept sorted, a prefix is a range. */
interface Entry {
  text: string;
  source: number;
  /** From a later word's start ("mobi asoke" of "ideo mobi asoke"). */
  later: boolean;
  /** The whole name's length: the shorter ranks first. */
  length: number;
}

/** A Latin name without spaces, compared for typos in both spellings. */
interface LatinName {
  text: string;
  loose: string;
  source: number;
}

export interface SuggestionIndex<T extends SuggestionSource> {
  readonly sources: readonly T[];
  /** Every name and its later words' starts, by text. */
  readonly exact: readonly Entry[];
  /** The same in loose spelling. */
  readonly loose: readonly Entry[];
  /** Latin names by their text, and by their loose spelling. */
  readonly latin: readonly LatinName[];
  readonly latinLoose: readonly LatinName[];
}

export interface Suggested<T extends SuggestionSource> {
  source: T;
  match: SuggestionMatch;
}

/** The dictionary's groups by each spelling: the romanisations people type for a name (ทองหล่อ, thonglor, thong lo). */
let dictionaryGroups: Map<string, readonly string[]> | undefined;
function dictionarySpellings(word: string): readonly string[] {
  if (!dictionaryGroups) {
    dictionaryGroups = new Map();
    for (const group of SEARCH_DICTIONARY) {
      if (group.role) continue;
      const words = group.words.map(normalizeSearchText);
      for (const spelling of words) dictionaryGroups.set(spelling, [...(dictionaryGroups.get(spelling) ?? []), ...words]);
    }
  }
  return dictionaryGroups.get(word) ?? [];
}

/** A line is also typed without "สาย" / "line": "สุขุมวิท", "sukhumvit". */
function lineShortNames(name: string): string[] {
  const names: string[] = [];
  if (name.startsWith('สาย') && name.length > 4) names.push(name.slice(3));
  if (name.endsWith(' line')) names.push(name.slice(0, -5));
  return names;
}

const isLatinKey = (text: string) => text.length > 0 && [...text].every((char) => char >= 'a' && char <= 'z');

/** Every normalised spelling a source is found by. */
export function suggestionNames(source: SuggestionSource): string[] {
  const names = new Set<string>();
  const add = (word: string) => {
    const normal = normalizeSearchText(word);
    if ([...normal].length < 2) return;
    names.add(normal);
    if (normal.includes(' ')) names.add(normal.replaceAll(' ', ''));
  };
  for (const word of nameGroups([source])[0]?.words ?? []) {
    add(word);
    if (source.kind === 'line') lineShortNames(word).forEach(add);
  }
  for (const word of source.aliases ?? []) add(word);
  if (source.kind === 'estate_type' && source.slug) (ESTATE_TYPE_PHRASES[source.slug] ?? []).forEach(add);
  for (const word of [...names]) dictionarySpellings(word).forEach(add);
  return [...names];
}

/** Where words start in normalised text: after a space or a change of script. */
function wordStarts(text: string): number[] {
  const starts = [0];
  for (let at = 1; at < text.length; at++) {
    if (text[at] !== ' ' && (text[at - 1] === ' ' || charClass(text[at - 1]) !== charClass(text[at]))) starts.push(at);
  }
  return starts;
}

const byText = <E extends { text: string }>(a: E, b: E) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** Built once per master-data version: a few thousand names, sorted, each with its loose spelling. */
export function buildSuggestionIndex<T extends SuggestionSource>(sources: readonly T[]): SuggestionIndex<T> {
  const exact: Entry[] = [];
  const loose: Entry[] = [];
  const latin: LatinName[] = [];
  const entries = (into: Entry[], text: string, source: number) => {
    for (const at of wordStarts(text)) into.push({ text: text.slice(at), source, later: at > 0, length: text.length });
  };
  sources.forEach((source, index) => {
    for (const text of suggestionNames(source)) {
      const spelling = looseSpelling(text).text;
      entries(exact, text, index);
      entries(loose, spelling, index);
      if (isLatinKey(text)) latin.push({ text, loose: spelling, source: index });
    }
  });
  return {
    sources,
    exact: exact.sort(byText),
    loose: loose.sort(byText),
    latin: [...latin].sort(byText),
    latinLoose: [...latin].sort((a, b) => (a.loose < b.loose ? -1 : a.loose > b.loose ? 1 : 0)),
  };
}

/** The first index whose key is not below `text`. */
function lowerBound<E>(items: readonly E[], text: string, key: (item: E) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (key(items[middle]!) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The entries whose text starts with `text`: a range of the sorted list. */
function* startingWith(entries: readonly Entry[], text: string): Generator<Entry> {
  for (let at = lowerBound(entries, text, (entry) => entry.text); at < entries.length && entries[at]!.text.startsWith(text); at++) yield entries[at]!;
}

/** Rows reused between calls, as editDistance does. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The fewest typos (insertions, deletions, replacements, a swap of neighbours: editDistance's
 * measure) that make `typed` the start of `name`, when within `allowance`: one table over
 * the name's first letters, the best of its last row's ends near the typed length.
 */
function prefixTypos(typed: string, name: string, allowance: number): number | null {
  const width = Math.min(name.length, typed.length + allowance) + 1;
  if (width - 1 < typed.length - allowance) return null;
  if (rows[0]!.length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= typed.length; i++) {
    current[0] = i;
    let least = i;
    const char = typed.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const other = name.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (char === other ? 0 : 1));
      if (i > 1 && j > 1 && char === name.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === other) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < least) least = value;
    }
    if (least > allowance) return null;
    [before, previous, current] = [previous, current, before];
  }
  let best = allowance + 1;
  for (let j = Math.max(0, typed.length - allowance); j < width; j++) best = Math.min(best, previous[j]!);
  return best <= allowance ? best : null;
}

const letters = (text: string) => [...text.replaceAll(' ', '')].length;

interface Candidate {
  source: number;
  /** 0-2 as spelt (the whole name, its start, a later word's start), 3-5 the same in loose spelling, 6-7 typos (5 + count). */
  tier: number;
  length: number;
}

/**
 * The suggestions for text typed so far, best first: as spelt, then in loose spelling,
 * then through typos; within one quality by kind (SUGGESTION_KINDS), the shorter name,
 * then the id. Fewer than SUGGESTION_MIN_LENGTH characters suggest nothing.
 */
export function suggest<T extends SuggestionSource>(index: SuggestionIndex<T>, text: string, limit: number = SUGGESTION_LIMIT.default): Suggested<T>[] {
  const typed = normalizeSearchText(text);
  if ([...typed].length < SUGGESTION_MIN_LENGTH) return [];
  const compact = typed.replaceAll(' ', '');
  const loose = looseSpelling(typed).text;
  const looseCompact = loose.replaceAll(' ', '');
  const useLoose = letters(loose) >= SUGGESTION_MIN_LENGTH;
  const best = new Map<number, Candidate>();
  const offer = (source: number, tier: number, length: number) => {
    const current = best.get(source);
    if (!current || tier < current.tier || (tier === current.tier && length < current.length)) best.set(source, { source, tier, length });
  };
  // 0 the whole name, 1 its start, 2 a later word's start; the same plus 3 in loose spelling
  const look = (entries: readonly Entry[], text: string, base: number) => {
    for (const entry of startingWith(entries, text)) offer(entry.source, base + (entry.later ? 2 : entry.text === text ? 0 : 1), entry.length);
  };
  look(index.exact, typed, 0);
  if (compact !== typed) look(index.exact, compact, 0);
  if (useLoose) {
    look(index.loose, loose, 3);
    if (looseCompact !== loose) look(index.loose, looseCompact, 3);
  }
  // typos only when spelling found too few: they would rank below every one of those
  const allowance = typoAllowance(compact.length);
  if (best.size < limit && allowance > 0 && isLatinKey(compact)) {
    // a typo rarely changes the first letter: only the names that share it are compared
    const sharing = (names: readonly LatinName[], key: (name: LatinName) => string, first: string) => {
      const from = lowerBound(names, first, key);
      const to = lowerBound(names, String.fromCharCode(first.charCodeAt(0) + 1), key);
      return names.slice(from, to);
    };
    for (const name of [...sharing(index.latin, (item) => item.text, compact[0]!), ...sharing(index.latinLoose, (item) => item.loose, looseCompact[0] ?? compact[0]!)]) {
      if (best.get(name.source)?.tier !== undefined && best.get(name.source)!.tier < 6) continue;
      const typos = Math.min(prefixTypos(compact, name.text, allowance) ?? Infinity, prefixTypos(looseCompact, name.loose, allowance) ?? Infinity);
      if (typos !== Infinity) offer(name.source, 5 + typos, name.text.length);
    }
  }
  const kindRank = (candidate: Candidate) => SUGGESTION_KINDS.indexOf(index.sources[candidate.source]!.kind);
  const ranked = [...best.values()].sort(
    (a, b) => a.tier - b.tier || kindRank(a) - kindRank(b) || a.length - b.length || index.sources[a.source]!.id - index.sources[b.source]!.id,
  );
  // a few of each kind first, then the best of the rest, shown in rank order
  const chosen = new Set<Candidate>();
  const perKind = new Map<SuggestionKind, number>();
  for (const candidate of ranked) {
    if (chosen.size >= limit) break;
    const kind = index.sources[candidate.source]!.kind;
    if ((perKind.get(kind) ?? 0) >= PER_KIND) continue;
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    chosen.add(candidate);
  }
  for (const candidate of ranked) {
    if (chosen.size >= limit) break;
    chosen.add(candidate);
  }
  return ranked
    .filter((candidate) => chosen.has(candidate))
    .map((candidate) => ({
      source: index.sources[candidate.source]!,
      match: candidate.tier <= 2 ? 'exact' : candidate.tier <= 5 ? 'loose' : 'typo',
    }));
}

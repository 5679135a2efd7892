import { SEARCH_DICTIONARY } from './search-dictionary.js';
import { ESTATE_TYPE_PHRASES } from './search-intent.js';
import { nameGroups, type NamePair } from './search-keyword.js';
import { editDistance, looseSpelling, typoAllowance } from './search-spelling.js';
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

interface Key {
  source: number;
  text: string;
  loose: string;
  /** Letters only and no spaces: compared for typos. */
  latin: boolean;
}

export interface SuggestionIndex<T extends SuggestionSource> {
  readonly sources: readonly T[];
  readonly keys: readonly Key[];
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

/** Built once per master-data version: a few thousand keys, each with its loose spelling. */
export function buildSuggestionIndex<T extends SuggestionSource>(sources: readonly T[]): SuggestionIndex<T> {
  const keys: Key[] = [];
  sources.forEach((source, index) => {
    for (const text of suggestionNames(source)) keys.push({ source: index, text, loose: looseSpelling(text).text, latin: isLatinKey(text) });
  });
  return { sources, keys };
}

/** Whether `part` stands in `text` at the start of a word (after a space or a change of script). */
function atWordStart(text: string, part: string): boolean {
  for (let at = text.indexOf(part, 1); at > 0; at = text.indexOf(part, at + 1)) {
    if (text[at - 1] === ' ' || charClass(text[at - 1]) !== charClass(text[at])) return true;
  }
  return false;
}

/** 0 the whole name, 1 its start, 2 a later word's start; null when `typed` is none of those. */
function closeness(name: string, typed: string): number | null {
  if (name === typed) return 0;
  if (name.startsWith(typed)) return 1;
  if (atWordStart(name, typed)) return 2;
  return null;
}

/** The fewest typos that make `typed` the start of `name`, when within `allowance`. */
function prefixTypos(typed: string, name: string, allowance: number): number | null {
  let best = allowance + 1;
  for (let length = Math.max(1, typed.length - allowance); length <= Math.min(name.length, typed.length + allowance); length++) {
    best = Math.min(best, editDistance(typed, name.slice(0, length), best));
  }
  return best <= allowance ? best : null;
}

const letters = (text: string) => [...text.replaceAll(' ', '')].length;

interface Candidate {
  source: number;
  /** 0-2 exact (see closeness), 3-5 loose, 6-8 typos (6 + count). */
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
  for (const key of index.keys) {
    const exact = closeness(key.text, typed) ?? (compact !== typed ? closeness(key.text, compact) : null);
    if (exact !== null) {
      offer(key.source, exact, key.text.length);
      continue;
    }
    if (!useLoose) continue;
    const near = closeness(key.loose, loose) ?? (looseCompact !== loose ? closeness(key.loose, looseCompact) : null);
    if (near !== null) offer(key.source, 3 + near, key.text.length);
  }
  // typos only when spelling found too few: they would rank below every one of those
  const allowance = typoAllowance(compact.length);
  if (best.size < limit && allowance > 0 && isLatinKey(compact)) {
    for (const key of index.keys) {
      if (!key.latin || best.get(key.source)?.tier !== undefined) continue;
      // a typo rarely changes the first letter: comparing only those keeps this cheap
      if (key.text[0] !== compact[0] && key.loose[0] !== looseCompact[0]) continue;
      const typos = Math.min(prefixTypos(compact, key.text, allowance) ?? Infinity, prefixTypos(looseCompact, key.loose, allowance) ?? Infinity);
      if (typos !== Infinity) offer(key.source, 5 + typos, key.text.length);
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

import { DIRECTIONS, ROOM_PROMINENT, ROOM_VIEWS } from '../enums.js';
import type { DraftVocabulary, ListingFacts } from './listing-facts.js';
import { distanceReadings, num } from './draft-numbers.js';
import { COUNT_WORDS, DIRECTION_PHRASES, NEGATION_AFTER, NEGATION_BEFORE, PROMINENT_PHRASES, RULE_TOPICS, SELL_WORDS, VIEW_PHRASES, type RuleKey } from './phrases.js';
import type { ListingDraft } from './write-draft.js';

/**
 * The facts a draft claims, read back from its text: the catalogue names it mentions
 * (estate types, districts, stations, furniture, facilities, kinds of place, views,
 * directions), the numbers it states, the house rules it gives and whether it says rent or
 * sale. The built-in writer's tests and the check on a model's draft use the same reading.
 */
export interface DraftClaims {
  /** "station:12", "facility:3", "view:river" …, each with the words that claimed it */
  names: { keys: string[]; text: string }[];
  numbers: number[];
  rules: { rule: RuleKey; allowed: boolean }[];
  sellTypes: ('rent' | 'sell')[];
}

interface Entry {
  text: string;
  keys: string[];
  /** Latin names match whole words only; Thai is written without spaces between words */
  latin: boolean;
}

/** The free text of the form (the project's and the places' names) claims nothing beyond itself. */
export interface FreeText {
  project: string | null;
  places: string[];
}

const HIDDEN = '\u0000';
const isLatin = (text: string) => /^[\x20-\x7e]+$/.test(text);

function dictionary(vocabulary: DraftVocabulary): Entry[] {
  const byText = new Map<string, Set<string>>();
  const add = (text: string, key: string) => {
    const normal = text.trim().toLowerCase();
    if (normal.length < 2) return;
    byText.set(normal, (byText.get(normal) ?? new Set()).add(key));
  };
  const catalogues = [
    ['estateType', vocabulary.estateTypes],
    ['district', vocabulary.districts],
    ['province', vocabulary.provinces],
    ['station', vocabulary.stations],
    ['furniture', vocabulary.furniture],
    ['facility', vocabulary.facilities],
    ['placeType', vocabulary.locationTypes],
  ] as const;
  for (const [kind, items] of catalogues) for (const item of items) for (const text of [item.th, item.en]) add(text, `${kind}:${item.id}`);
  for (const view of ROOM_VIEWS) for (const text of Object.values(VIEW_PHRASES[view.slug])) add(text, `view:${view.slug}`);
  for (const item of ROOM_PROMINENT) for (const text of Object.values(PROMINENT_PHRASES[item.slug])) add(text, `prominent:${item.slug}`);
  for (const direction of DIRECTIONS) for (const text of Object.values(DIRECTION_PHRASES[direction])) add(text, `direction:${direction}`);
  return [...byText]
    .map(([text, keys]) => ({ text, keys: [...keys], latin: isLatin(text) }))
    .sort((a, b) => b.text.length - a.text.length);
}

const dictionaries = new WeakMap<DraftVocabulary, Entry[]>();
const dictionaryOf = (vocabulary: DraftVocabulary) => {
  let entries = dictionaries.get(vocabulary);
  if (!entries) dictionaries.set(vocabulary, (entries = dictionary(vocabulary)));
  return entries;
};

const wordChar = /[a-z0-9]/;
const digit = /\d/;
/**
 * Whether `needle` at `at` would cut a number of the text in two: a name ending in digits
 * ("รามคำแหง 12") read from the start of a price ("รามคำแหง 120,000,043") is not that name.
 */
function splitsNumber(text: string, needle: string, at: number): boolean {
  const end = at + needle.length;
  const before = text[at - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const startsInNumber = digit.test(needle[0]!) && (digit.test(before) || (/[.,]/.test(before) && digit.test(text[at - 2] ?? ' ')));
  const endsInNumber = digit.test(needle.at(-1)!) && (digit.test(after) || (/[.,]/.test(after) && digit.test(text[end + 1] ?? ' ')));
  return startsInNumber || endsInNumber;
}

/** Every whole occurrence of `needle` in `text`, replaced by hidden characters so nothing reads it twice. */
function takeAll(text: string, needle: string, latin: boolean): { text: string; found: boolean } {
  let found = false;
  let from = 0;
  let out = text;
  for (let at = out.indexOf(needle, from); at !== -1; at = out.indexOf(needle, from)) {
    const end = at + needle.length;
    const whole = (!latin || (!wordChar.test(out[at - 1] ?? ' ') && !wordChar.test(out[end] ?? ' '))) && !splitsNumber(out, needle, at);
    if (whole) {
      out = out.slice(0, at) + HIDDEN.repeat(needle.length) + out.slice(end);
      found = true;
    }
    from = whole ? end : at + 1;
  }
  return { text: out, found };
}

export function extractClaims(text: string, vocabulary: DraftVocabulary, free: FreeText): DraftClaims {
  const counted = COUNT_WORDS.reduce((out, [pattern, count]) => out.replace(pattern, count), text.toLowerCase());
  let rest = counted;
  // the owner's own words claim nothing; the longest name is read first wherever it came from
  const own: Entry[] = [free.project, ...free.places]
    .map((words) => words?.trim().toLowerCase() ?? '')
    .filter((words) => words.length > 0)
    .map((words) => ({ text: words, keys: [], latin: isLatin(words) }));
  const entries = [...own, ...dictionaryOf(vocabulary)].sort((a, b) => b.text.length - a.text.length);
  const names: DraftClaims['names'] = [];
  for (const entry of entries) {
    const taken = takeAll(rest, entry.text, entry.latin);
    if (taken.found && entry.keys.length) names.push({ keys: entry.keys, text: entry.text });
    rest = taken.text;
  }
  const numbers = [...rest.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, ''))).filter(Number.isFinite);
  const rules: DraftClaims['rules'] = [];
  for (const rule of Object.keys(RULE_TOPICS) as RuleKey[]) {
    for (const match of rest.matchAll(RULE_TOPICS[rule])) {
      // a negation reads as written, though a name took the word ("no smoking" beside a place called No): hiding keeps every offset
      const before = counted.slice(Math.max(0, match.index - 16), match.index);
      const after = counted.slice(match.index + match[0].length, match.index + match[0].length + 20);
      rules.push({ rule, allowed: !(NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after)) });
    }
  }
  const sellTypes = (['rent', 'sell'] as const).filter((kind) => rest.search(SELL_WORDS[kind]) !== -1);
  return { names, numbers, rules, sellTypes };
}

/** The catalogue keys and numbers the form supports. */
function supported(facts: ListingFacts, vocabulary: DraftVocabulary): { keys: Set<string>; numbers: Set<number> } {
  const keys = new Set<string>();
  if (facts.estateType) keys.add(`estateType:${facts.estateType.id}`);
  if (facts.district) keys.add(`district:${facts.district.id}`);
  if (facts.province) keys.add(`province:${facts.province.id}`);
  for (const station of facts.stations) keys.add(`station:${station.id}`);
  for (const item of facts.furniture) keys.add(`furniture:${item.id}`);
  for (const item of facts.facilities) keys.add(`facility:${item.id}`);
  for (const place of facts.places) if (place.type) keys.add(`placeType:${place.type.id}`);
  if (facts.view) keys.add(`view:${facts.view}`);
  if (facts.direction) keys.add(`direction:${facts.direction}`);
  if (facts.prominent) keys.add(`prominent:${facts.prominent}`);
  // "near the train" is what a listing with its stations listed says anyway
  if (facts.stations.length) keys.add('prominent:nearStation');
  // a unit with its own car park has parking, in any wording
  if (facts.carParks) for (const facility of vocabulary.facilities) if (facility.slug === 'parking') keys.add(`facility:${facility.id}`);

  const values = [facts.areaSize, facts.releasedYear, facts.totalFloors, facts.floor, facts.bedrooms, facts.restrooms, facts.carParks, facts.rentPrice, facts.sellPrice, facts.deposit, facts.maintenanceFee];
  const readings = [...values.filter((value): value is number => value !== null)];
  for (const far of [...facts.stations, ...facts.places]) readings.push(...distanceReadings(far.distance));
  if (facts.livingRoom || facts.diningRoom || facts.kitchen) readings.push(1);
  // a floor below ground reads "-1" or "basement 1"
  if (facts.floor !== null) readings.push(Math.abs(facts.floor));
  const numbers = new Set<number>();
  for (const value of readings) numbers.add(value).add(Number(num(value).replace(/,/g, '')));
  return { keys, numbers };
}

/**
 * What a text claims that the form does not say, in words a log can show; empty when every
 * number, name, rule and sell type in it comes from the form.
 */
export function unsupportedClaims(text: string, facts: ListingFacts, vocabulary: DraftVocabulary): string[] {
  const claims = extractClaims(text, vocabulary, { project: facts.project, places: facts.places.map((place) => place.name) });
  const { keys, numbers } = supported(facts, vocabulary);
  const problems: string[] = [];
  for (const name of claims.names) if (!name.keys.some((key) => keys.has(key))) problems.push(`${name.keys[0]} "${name.text}"`);
  for (const value of claims.numbers) if (!numbers.has(value)) problems.push(`number ${value}`);
  for (const rule of claims.rules) if (facts.rules[rule.rule] !== rule.allowed) problems.push(`rule ${rule.rule} ${rule.allowed ? 'allowed' : 'not allowed'}`);
  for (const kind of claims.sellTypes) if (facts.sellType !== kind && facts.sellType !== 'both') problems.push(`for ${kind}`);
  return problems;
}

/** Every claim of all four texts of a draft, checked against the form. */
export function draftProblems(draft: ListingDraft, facts: ListingFacts, vocabulary: DraftVocabulary): string[] {
  return (['th', 'en'] as const).flatMap((language) =>
    (['announce_title', 'announce_description'] as const).flatMap((field) => unsupportedClaims(draft[language][field], facts, vocabulary).map((problem) => `${language}.${field}: ${problem}`)),
  );
}

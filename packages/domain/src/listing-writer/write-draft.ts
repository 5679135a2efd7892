import { LISTING_TEXT_LIMITS } from '../constants.js';
import type { ListingFacts } from './listing-facts.js';
import { num, seededPicker, type Picker } from './draft-numbers.js';
import { english, thai, type Lexicon } from './lexicon.js';

export interface DraftText {
  announce_title: string;
  announce_description: string;
}
export interface ListingDraft {
  th: DraftText;
  en: DraftText;
}
/** Package holders get the long description, with the neighbourhood paragraph. */
export type DraftLength = 'standard' | 'long';

/** How many list items a description holds before it is cut to fit the form's limit. */
const LIST_CAPS = [Number.POSITIVE_INFINITY, 12, 6, 3, 1];

/**
 * The built-in writer: a title and a description in Thai and English from the form's facts
 * alone, with no network. The same facts always give the same draft (the choices are seeded
 * by them); different listings read differently. Lengths stay within the form's limits.
 */
export function writeListingDraft(facts: ListingFacts, length: DraftLength): ListingDraft {
  const seed = JSON.stringify(facts);
  return { th: writeIn(thai, facts, length, seed), en: writeIn(english, facts, length, seed) };
}

function writeIn(lexicon: Lexicon, facts: ListingFacts, length: DraftLength, seed: string): DraftText {
  const title = fit(titleParts(lexicon, facts, seededPicker(`${seed}title`)), lexicon, LISTING_TEXT_LIMITS.title) || lexicon.fallbackTitle;
  for (const cap of LIST_CAPS) {
    const description = describe(lexicon, facts, length, seededPicker(`${seed}description`), cap);
    if (description.length <= LISTING_TEXT_LIMITS.description) return { announce_title: title, announce_description: description };
  }
  const description = describe(lexicon, facts, length, seededPicker(`${seed}description`), 1);
  return { announce_title: title, announce_description: cutAtLine(description, LISTING_TEXT_LIMITS.description) };
}

function titleParts(lexicon: Lexicon, facts: ListingFacts, pick: Picker): string[] {
  const head = lexicon.head(facts.sellType, facts.estateType, pick.pick);
  const size: string[] = [];
  if (facts.bedrooms) size.push(lexicon.rooms(facts.bedrooms, pick.chance(0.5)));
  if (facts.areaSize !== null) size.push(lexicon.area(facts.areaSize));
  // the order of the details varies between listings; the head leads and the price ends
  const optional = pick.chance(0.5) ? size : size.reverse();
  const nearest = nearestStation(facts);
  if (nearest) optional.splice(pick.chance(0.5) ? 0 : optional.length, 0, lexicon.near(nearest));
  if (facts.floor !== null && pick.chance(0.4)) optional.push(lexicon.floor(facts.floor, null));
  const price = titlePrice(lexicon, facts);
  if (price && pick.chance(0.6)) optional.push(price);
  return [lexicon.opening(head, facts.project), ...optional].filter((part) => part !== '');
}

function titlePrice(lexicon: Lexicon, facts: ListingFacts): string | null {
  if (facts.sellType === 'rent' && facts.rentPrice !== null) return lexicon.language === 'th' ? `${num(facts.rentPrice)} บาท/เดือน` : `${num(facts.rentPrice)} THB/month`;
  if (facts.sellType === 'sell' && facts.sellPrice !== null) return lexicon.language === 'th' ? `${num(facts.sellPrice)} บาท` : `${num(facts.sellPrice)} THB`;
  return null;
}

const nearestStation = (facts: ListingFacts) => [...facts.stations].sort((a, b) => a.distance - b.distance)[0] ?? null;

function describe(lexicon: Lexicon, facts: ListingFacts, length: DraftLength, pick: Picker, cap: number): string {
  const capped = <T>(items: T[]) => items.slice(0, cap);
  const paragraphs: string[] = [];

  const opening = lexicon.opening(lexicon.head(facts.sellType, facts.estateType, pick.pick), facts.project);
  const summary: string[] = [];
  if (facts.areaSize !== null) summary.push(lexicon.area(facts.areaSize));
  if (facts.bedrooms) summary.push(lexicon.rooms(facts.bedrooms, false));
  if (facts.restrooms) summary.push(lexicon.restrooms(facts.restrooms));
  const nearest = nearestStation(facts);
  if (nearest && length === 'standard') summary.push(lexicon.near(nearest));
  const first = lexicon.sentence([opening, ...summary].filter(Boolean));
  if (first) paragraphs.push(first);

  const details: string[] = [];
  if (facts.floor !== null) details.push(lexicon.floor(facts.floor, facts.totalFloors));
  else if (facts.totalFloors !== null) details.push(lexicon.totalFloors(facts.totalFloors));
  if (facts.carParks) details.push(lexicon.carParks(facts.carParks));
  const rooms = lexicon.otherRooms(facts);
  if (rooms) details.push(rooms);
  const facing = lexicon.facing(facts);
  if (facing) details.push(facing);
  if (facts.releasedYear !== null) details.push(lexicon.year(facts.releasedYear));
  if (facts.furniture.length) details.push(lexicon.list('furniture', capped(facts.furniture).map((item) => item[lexicon.language]), pick.pick));
  if (facts.facilities.length) details.push(lexicon.list('facilities', capped(facts.facilities).map((item) => item[lexicon.language]), pick.pick));
  const rules = lexicon.rules(facts);
  if (rules) details.push(rules);
  if (details.length) paragraphs.push(section(pick.pick(lexicon.headings.details), details));

  const prices = lexicon.price(facts.sellType, facts);
  if (prices.length) paragraphs.push(section(pick.pick(lexicon.headings.price), prices));

  if (length === 'long') {
    const around = [
      ...capped([...facts.stations].sort((a, b) => a.distance - b.distance)).map(lexicon.stationLine),
      ...capped([...facts.places].sort((a, b) => a.distance - b.distance)).map(lexicon.placeLine),
    ];
    const where = lexicon.where(facts);
    if (where || around.length) paragraphs.push([pick.pick(lexicon.headings.neighbourhood), ...(where ? [where] : []), ...around.map((line) => `- ${line}`)].join('\n'));
  }

  if (paragraphs.length) paragraphs.push(pick.pick(lexicon.closing));
  return paragraphs.join('\n\n');
}

const section = (heading: string, lines: string[]) => [heading, ...lines.map((line) => `- ${line}`)].join('\n');

/** The title's parts joined, dropping details from the end until it fits; the head is cut last. */
function fit(parts: string[], lexicon: Lexicon, limit: number): string {
  const kept = [...parts];
  while (kept.length > 1 && lexicon.join(kept).length > limit) kept.pop();
  const text = lexicon.join(kept);
  return text.length <= limit ? text : text.slice(0, limit).trimEnd();
}

function cutAtLine(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  const lastLine = cut.lastIndexOf('\n');
  return lastLine > 0 ? cut.slice(0, lastLine) : cut;
}

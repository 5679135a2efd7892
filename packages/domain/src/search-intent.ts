import { SELL_TYPE, type ListingRuleFlag, type SellTypeWord } from './enums.js';
import { SEARCH_STOP_WORDS } from './search-dictionary.js';
import { canEndWord, canStartWord, normalizeSearchText } from './search-text.js';

/**
 * Words of a keyword that state a filter (docs/decisions/036): "คอนโด เลี้ยงสัตว์ได้ ใกล้ BTS"
 * is a condo that allows pets near a BTS station, not three words to find in a listing's
 * text (nine in ten condos that mention pets do not allow them). The search box turns them
 * into the filters themselves, which the results page shows as removable chips; the rest
 * of the keyword stays a keyword.
 */
export interface SearchIntent {
  /** What is left to match as text; undefined when the whole keyword was understood. */
  keyword: string | undefined;
  sell_type?: SellTypeWord;
  estate_type_id?: number;
  train_type?: number;
  is_pet_allow?: 1;
  is_cooking_allow?: 1;
  is_smoking_allow?: 1;
}

/** The master lists the phrases point into; a list not given leaves its phrases as text. */
export interface SearchIntentMaster {
  estateTypes?: readonly { id: number; slug?: string }[];
  trainTypes?: readonly { id: number; code: string }[];
}

type Flag = ListingRuleFlag;

const FLAG_PHRASES: Record<Flag, readonly string[]> = {
  is_pet_allow: [
    'เลี้ยงสัตว์ได้', 'สัตว์เลี้ยงได้', 'เลี้ยงแมวได้', 'เลี้ยงหมาได้', 'เลี้ยงสุนัขได้', 'รับสัตว์เลี้ยง', 'อนุญาตให้เลี้ยงสัตว์',
    'pet friendly', 'pets friendly', 'pets allowed', 'pet allowed', 'allows pets', 'allow pets', 'pets ok', 'pet ok',
  ],
  is_cooking_allow: ['ทำอาหารได้', 'ทำกับข้าวได้', 'cooking allowed', 'allows cooking', 'can cook'],
  is_smoking_allow: ['สูบบุหรี่ได้', 'smoking allowed', 'allows smoking'],
};

/** Estate types by their master-data slug: the words that name each (the search box's suggestions use them too). */
export const ESTATE_TYPE_PHRASES: Record<string, readonly string[]> = {
  condo: ['คอนโดมิเนียม', 'คอนโด', 'condominium', 'condo'],
  apartment: ['อพาร์ทเมนท์', 'อพาร์ตเมนต์', 'อพาร์ทเม้นท์', 'อพาร์ทเมนต์', 'หอพัก', 'apartment', 'dormitory'],
  house: ['บ้านเดี่ยว', 'detached house', 'single house', 'house'],
  'twin-house': ['บ้านแฝด', 'twin house', 'semi detached house', 'semi detached'],
  land: ['ที่ดินเปล่า', 'ที่ดิน', 'land plot', 'land'],
  townhome: ['ทาวน์โฮม', 'ทาวน์เฮาส์', 'ทาวน์เฮ้าส์', 'townhome', 'townhouse', 'town home'],
  factory: ['โรงงาน', 'factory'],
  'business-lease': ['เซ้งกิจการ', 'เซ้งร้าน', 'เซ้ง', 'business takeover', 'lease takeover', 'business lease', 'takeover'],
};

const SELL_PHRASES: Record<SellTypeWord, readonly string[]> = {
  [SELL_TYPE.rent]: ['ให้เช่า', 'เช่า', 'for rent', 'to rent', 'rental', 'rent'],
  [SELL_TYPE.sell]: ['ขายด่วน', 'ขาย', 'for sale', 'to buy', 'sale', 'buy'],
};

/** A rail word counts as a filter only after a word of nearness: "MRT สุขุมวิท" names a station. */
const NEAR = ['ใกล้', 'ติด', 'near', 'close to', 'next to', 'walk to'];
const RAIL_PHRASES: Record<string, readonly string[]> = {
  BTS: ['bts', 'บีทีเอส'],
  MRT: ['mrt', 'เอ็มอาร์ที', 'รถไฟใต้ดิน'],
  ARL: ['airport rail link', 'แอร์พอร์ตลิงก์', 'arl'],
};

/** Words that only joined the phrases read ("condo that allows pets"): left over alone, they go too. */
const FILLERS = new Set([...SEARCH_STOP_WORDS.words, 'that', 'which', 'where', 'is', 'are', 'can', 'i', 'want', 'need', 'looking', 'ซึ่ง', 'แบบ', 'ๆ']);

interface Found {
  from: number;
  to: number;
}

/** Where `phrase` stands in `text` as whole words (Latin) or whole syllables (Thai). */
function findPhrase(text: string, phrase: string, taken: readonly Found[]): Found | null {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    if (!canStartWord(text, at) || !canEndWord(text, end)) continue;
    if (taken.some((span) => at < span.to && end > span.from)) continue;
    return { from: at, to: end };
  }
  return null;
}

/** The first of `phrases` found (they are given longest first), with where. */
function findAny(text: string, phrases: readonly string[], taken: readonly Found[]): Found | null {
  for (const phrase of phrases) {
    const found = findPhrase(text, phrase, taken);
    if (found) return found;
  }
  return null;
}

/**
 * Reads the filters a keyword states. Each kind applies only when the keyword names one
 * value of it ("condo or townhome" stays text); the words read leave the keyword.
 */
export function readSearchIntent(keyword: string, master: SearchIntentMaster): SearchIntent {
  const text = normalizeSearchText(keyword);
  const taken: Found[] = [];
  const intent: Omit<SearchIntent, 'keyword'> = {};

  // the longer phrases first, so "เลี้ยงสัตว์ได้" is not read as "เลี้ยงสัตว์" + "ได้", nor "ขายด่วน" as "ขาย"
  for (const flag of Object.keys(FLAG_PHRASES) as Flag[]) {
    const found = findAny(text, FLAG_PHRASES[flag], taken);
    if (!found) continue;
    taken.push(found);
    intent[flag] = 1;
  }

  const single = <K,>(options: readonly [K, readonly string[]][]): [K, Found[]] | null => {
    const hits: [K, Found[]][] = [];
    for (const [value, phrases] of options) {
      const spans: Found[] = [];
      for (let found = findAny(text, phrases, [...taken, ...spans]); found; found = findAny(text, phrases, [...taken, ...spans])) spans.push(found);
      if (spans.length > 0) hits.push([value, spans]);
    }
    // a phrase inside another kind's ("house" in "twin house") is that kind's word, not its own
    const inside = (span: Found, other: [K, Found[]]) => other[1].some((wider) => wider.from <= span.from && span.to <= wider.to);
    const standing = hits.filter((hit) => !hit[1].every((span) => hits.some((other) => other !== hit && inside(span, other))));
    return standing.length === 1 ? standing[0]! : null;
  };

  const types = master.estateTypes ?? [];
  const type = single(types.flatMap((item) => (item.slug && ESTATE_TYPE_PHRASES[item.slug] ? [[item.id, ESTATE_TYPE_PHRASES[item.slug]!] as [number, readonly string[]]] : [])));
  if (type) {
    intent.estate_type_id = type[0];
    taken.push(...type[1]);
  }

  const sell = single(Object.entries(SELL_PHRASES) as [SellTypeWord, readonly string[]][]);
  if (sell) {
    intent.sell_type = sell[0];
    taken.push(...sell[1]);
  }

  const rail = single(
    (master.trainTypes ?? []).flatMap((item) => {
      const words = RAIL_PHRASES[item.code];
      if (!words) return [];
      const phrases = NEAR.flatMap((near) => words.flatMap((word) => [`${near} ${word}`, `${near}${word}`]));
      return [[item.id, phrases] as [number, readonly string[]]];
    }),
  );
  if (rail) {
    intent.train_type = rail[0];
    taken.push(...rail[1]);
  }

  let rest = '';
  let at = 0;
  for (const span of [...taken].sort((a, b) => a.from - b.from)) {
    rest += `${text.slice(at, span.from)} `;
    at = span.to;
  }
  rest = `${rest}${text.slice(at)}`
    .split(' ')
    .filter((word) => word && !FILLERS.has(word))
    .join(' ');
  return { keyword: taken.length === 0 ? keyword : rest || undefined, ...intent };
}

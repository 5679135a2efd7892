import { DAY_MS, LISTING_LIFETIME_DAYS } from './constants.js';
import { percentFromMedian, type PriceInsightKind } from './decide.js';
import { IMAGE_SIZES } from './images.js';
import { LISTING_SELL_TYPE, type ListingSellType, type ListingStatus } from './enums.js';

/**
 * A listing's quality score (issue #34, docs/decisions/063): 0 to 100 from what a seeker
 * needs, and for every point missing a fix the owner can make. Each signal has a weight;
 * what cannot be judged (no photo measured, too few similar listings for a median, a
 * listing not on the site yet for freshness) costs nothing. The score is 100 minus the
 * points the fixes would bring, rounded down, so it is 100 exactly when there is no fix.
 */
export const QUALITY_WEIGHTS = {
  photos: 20,
  resolution: 10,
  cover: 10,
  description_length: 10,
  description_facts: 15,
  fields: 15,
  map_pin: 5,
  price: 10,
  freshness: 5,
} as const;
export type QualitySignal = keyof typeof QUALITY_WEIGHTS;

/**
 * The ranking (docs/decisions/065): each point short of 100 moves a listing back in the
 * search's date order by 1/100 of this (14.4 minutes), so the score reorders listings
 * posted within a day of each other and never more; a listing whose availability question
 * went unanswered (stale) is moved back by all of it, whatever its score. Boosts are ranked
 * apart, so no score outranks a boost, and a time moved back hides nothing.
 */
export const QUALITY_RANK_SPAN_SECONDS = 86_400;

/** How many seconds the ranking moves a listing with this score back (stale: the whole span). */
export function qualityRankDelaySeconds(score: number, stale: boolean): number {
  if (stale) return QUALITY_RANK_SPAN_SECONDS;
  const clamped = Math.min(100, Math.max(0, Math.floor(score)));
  return ((100 - clamped) * QUALITY_RANK_SPAN_SECONDS) / 100;
}

/** Photos for full points, the cover included: every room, the bathroom, the building and the view. */
export const QUALITY_PHOTO_TARGET = 8;
/**
 * A photo's long side (as stored: at most 1600x1200) below this looks soft in the
 * full-screen view on a laptop; phone cameras take 3000 px and more.
 */
export const QUALITY_PHOTO_MIN_LONG_SIDE = 1024;
/** The cover is shown at 976x510: a smaller photo is blown up to fill it. */
export const QUALITY_COVER_MIN = { width: IMAGE_SIZES.cover.width, height: IMAGE_SIZES.cover.height } as const;
/** Width over height below this (a portrait photo) loses most of itself in the cover's wide crop (1.9). */
export const QUALITY_COVER_MIN_ASPECT = 1.2;
/** The cover's points: its size, its shape and whether it shows anything (a plain picture does not). */
const COVER_PARTS = { size: 5, shape: 3, detail: 2 } as const;
/**
 * Characters of description for full points: a paragraph on the rooms, the building and
 * the neighbourhood. Counted in characters, as Thai is written without spaces.
 */
export const QUALITY_DESCRIPTION_TARGET_CHARS = 400;
/** Within this many percent of the area's median price per m² the price costs nothing... */
export const QUALITY_PRICE_TOLERANCE_PERCENT = 20;
/** ...and this far off it costs the whole share: a typo in a price, or a listing that will not be contacted. */
export const QUALITY_PRICE_OFF_PERCENT = 50;
/** Confirmed available (or published) this recently is fresh: the "still available?" question comes every 14 days. */
export const QUALITY_FRESH_DAYS = 14;

export type QualityStep = 'info' | 'price' | 'room' | 'facility' | 'post';

/** One stored photo: the size of its large rendition (null when not measured) and whether it is a plain picture. */
export interface QualityPhoto {
  role: 'cover' | 'gallery';
  width: number | null;
  height: number | null;
  /** Hashed and found flat (docs/decisions/057): a plain colour or a blank, nothing a seeker can see. */
  plain: boolean;
}

/** What the score reads of the listing: its form, its status and how many of each list it has. */
export interface QualityListing {
  status: ListingStatus;
  /** The estate type's slug (condo, house, land, ...): which facts and fields apply. */
  estate_type_slug: string | null;
  sell_type: ListingSellType | null;
  released_year: number | null;
  total_floor: number | null;
  room_floor: number | null;
  direction: string | null;
  room_view_id: number | null;
  room_prominent_id: number | null;
  maintenance_fee: number | string | null;
  deposit_price: number | string | null;
  insurance_fee: number | string | null;
  water_price_per_unit: number | string | null;
  electricity_price_per_unit: number | string | null;
  address_short: string | null;
  road: string | null;
  location_lat: number | null;
  location_lng: number | null;
  announce_description: string | null;
  contact_email: string | null;
  contact_line: string | null;
  furniture_count: number;
  facility_count: number;
  station_count: number;
  place_count: number;
  published_at: Date | string | null;
}

/** One offer's price per m² against its group's median (docs/decisions/058); null median: too few to compare. */
export interface QualityPrice {
  kind: PriceInsightKind;
  price_per_sqm: number;
  area_median_price_per_sqm: number | null;
}

export interface QualityInput {
  listing: QualityListing;
  photos: readonly QualityPhoto[];
  prices: readonly QualityPrice[];
  /**
   * When the owner last confirmed the listing is still available ("still available?",
   * issue #34). Fresh is the later of this and the last publication. Callers pass null
   * until confirmations are recorded; undefined reads as null.
   */
  confirmedAt?: Date | string | null;
  now?: Date;
}

export const DESCRIPTION_FACTS = ['bedroom', 'bathroom', 'size', 'floor', 'travel'] as const;
export type DescriptionFact = (typeof DESCRIPTION_FACTS)[number];

/**
 * How a description mentions each fact, in Thai and English. Thai is matched anywhere
 * (it is written without spaces), English at the start of a word.
 */
const FACT_PATTERNS: Record<DescriptionFact, RegExp> = {
  bedroom: /ห้องนอน|สตูดิโอ|\bstudio|\bbed(room)?s?\b|\d\s*(br|bed)\b/i,
  bathroom: /ห้องน้ำ|ห้องอาบน้ำ|สุขา|ฝักบัว|อ่างอาบน้ำ|\bbath|\bshower|\btoilet|\brestroom|\bwc\b/i,
  size: /ตร\.?\s*ม|ตารางเมตร|ตร\.?\s*ว|ตารางวา|ไร่|ขนาด|พื้นที่|\bsq\.?\s*m|\bsqm|square\s*met|m²|\bm2\b|\brai\b|\bsize|\barea\b/i,
  floor: /ชั้น|\bfloors?\b|\bstore?y|\bstories|\bstoreys|\blevel/i,
  travel: /\bbts|\bmrt|\barl\b|airport\s*rail|รถไฟฟ้า|สถานี|\bstation|ทางด่วน|expressway|\bbus\b|รถเมล์|\bwalk|เดิน|นาที|\bmin(ute)?s?\b/i,
};

/** Homes have bedrooms and bathrooms; land, factories and businesses are told by size and access. */
const HOME_TYPES: ReadonlySet<string> = new Set(['condo', 'apartment', 'house', 'twin-house', 'townhome']);
/** A type people live in (a listing without a type yet is taken as one). */
export const isHomeType = (slug: string | null) => slug === null || HOME_TYPES.has(slug);
const isHome = (listing: QualityListing) => isHomeType(listing.estate_type_slug);
const isLand = (listing: QualityListing) => listing.estate_type_slug === 'land';
const isUnitInBuilding = (listing: QualityListing) => listing.estate_type_slug === 'condo' || listing.estate_type_slug === 'apartment';
const forRent = (listing: QualityListing) => listing.sell_type === LISTING_SELL_TYPE.rent || listing.sell_type === LISTING_SELL_TYPE.both;

const FACT_APPLIES: Record<DescriptionFact, (listing: QualityListing) => boolean> = {
  bedroom: isHome,
  bathroom: isHome,
  size: () => true,
  floor: (listing) => !isLand(listing),
  travel: () => true,
};

/** The facts of its type a description mentions and leaves out. */
export function descriptionFacts(listing: QualityListing): { mentioned: DescriptionFact[]; missing: DescriptionFact[] } {
  const text = listing.announce_description ?? '';
  const applicable = DESCRIPTION_FACTS.filter((fact) => FACT_APPLIES[fact](listing));
  return {
    mentioned: applicable.filter((fact) => FACT_PATTERNS[fact].test(text)),
    missing: applicable.filter((fact) => !FACT_PATTERNS[fact].test(text)),
  };
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The form's optional fields a seeker filters or decides by, the step that holds each and
 * when it applies (what publishing requires is checked by listing-completeness).
 */
export const QUALITY_FIELDS = [
  { field: 'released_year', step: 'info', applies: (l) => !isLand(l), filled: (l) => !blank(l.released_year) },
  { field: 'total_floor', step: 'info', applies: (l) => !isLand(l), filled: (l) => !blank(l.total_floor) },
  { field: 'room_floor', step: 'info', applies: isUnitInBuilding, filled: (l) => !blank(l.room_floor) },
  { field: 'road', step: 'info', applies: () => true, filled: (l) => !blank(l.road) },
  { field: 'address_short', step: 'info', applies: () => true, filled: (l) => !blank(l.address_short) },
  { field: 'maintenance_fee', step: 'price', applies: isUnitInBuilding, filled: (l) => !blank(l.maintenance_fee) },
  { field: 'deposit_price', step: 'price', applies: forRent, filled: (l) => !blank(l.deposit_price) },
  { field: 'insurance_fee', step: 'price', applies: forRent, filled: (l) => !blank(l.insurance_fee) },
  { field: 'water_price_per_unit', step: 'price', applies: (l) => forRent(l) && isHome(l), filled: (l) => !blank(l.water_price_per_unit) },
  { field: 'electricity_price_per_unit', step: 'price', applies: (l) => forRent(l) && isHome(l), filled: (l) => !blank(l.electricity_price_per_unit) },
  { field: 'direction', step: 'room', applies: () => true, filled: (l) => !blank(l.direction) },
  { field: 'room_view_id', step: 'room', applies: (l) => !isLand(l), filled: (l) => !blank(l.room_view_id) },
  { field: 'room_prominent_id', step: 'room', applies: () => true, filled: (l) => !blank(l.room_prominent_id) },
  { field: 'furniture_cast', step: 'facility', applies: isHome, filled: (l) => l.furniture_count > 0 },
  { field: 'facility_cast', step: 'facility', applies: (l) => !isLand(l), filled: (l) => l.facility_count > 0 },
  { field: 'nearby_station_cast', step: 'facility', applies: () => true, filled: (l) => l.station_count > 0 || l.place_count > 0 },
  { field: 'contact_line', step: 'post', applies: () => true, filled: (l) => !blank(l.contact_line) || !blank(l.contact_email) },
] as const satisfies readonly { field: string; step: QualityStep; applies: (l: QualityListing) => boolean; filled: (l: QualityListing) => boolean }[];
export type QualityField = (typeof QUALITY_FIELDS)[number]['field'];

export const QUALITY_FIX_CODES = [
  'photos_few',
  'photos_low_resolution',
  'cover_missing',
  'cover_small',
  'cover_portrait',
  'cover_plain',
  'description_short',
  ...DESCRIPTION_FACTS.map((fact) => `description_no_${fact}` as const),
  'fields_info',
  'fields_price',
  'fields_room',
  'fields_facility',
  'fields_post',
  'map_pin',
  'sell_price_above_median',
  'sell_price_below_median',
  'rent_price_above_median',
  'rent_price_below_median',
  'confirm_available',
] as const;
export type QualityFixCode = (typeof QUALITY_FIX_CODES)[number];

/** Where the owner makes each fix: a step of the post form, or "my listings" (confirming it is available). */
export function qualityFixPlace(code: QualityFixCode): QualityStep | 'my-listings' {
  if (code.startsWith('fields_')) return code.slice('fields_'.length) as QualityStep;
  if (code === 'map_pin') return 'info';
  if (code.endsWith('_median')) return 'price';
  if (code === 'confirm_available') return 'my-listings';
  return 'post';
}

/** What a fix says, filled into its message: counts, the fields, the percentage off the median. */
export interface QualityFixValues {
  count?: number;
  min?: number;
  width?: number;
  height?: number;
  length?: number;
  target?: number;
  fields?: QualityField[];
  percent?: number;
  median?: number;
  days?: number;
}

export interface QualityFix {
  code: QualityFixCode;
  /** The points the fix would add. */
  points: number;
  values: QualityFixValues;
}

export interface ListingQuality {
  score: number;
  /** The most points first. */
  fixes: QualityFix[];
}

const longSide = (photo: QualityPhoto) => Math.max(photo.width ?? 0, photo.height ?? 0);
const measured = (photo: QualityPhoto) => photo.width !== null && photo.height !== null;

function photoFixes(photos: readonly QualityPhoto[]): QualityFix[] {
  const fixes: QualityFix[] = [];
  const missing = Math.max(0, QUALITY_PHOTO_TARGET - photos.length);
  // without any photo there is no resolution to judge either: the photos bring both shares
  const resolution = photos.length === 0 ? QUALITY_WEIGHTS.resolution : 0;
  if (missing > 0) fixes.push({ code: 'photos_few', points: (QUALITY_WEIGHTS.photos * missing) / QUALITY_PHOTO_TARGET + resolution, values: { count: missing } });
  const sized = photos.filter(measured);
  const soft = sized.filter((photo) => longSide(photo) < QUALITY_PHOTO_MIN_LONG_SIDE).length;
  if (soft > 0) {
    fixes.push({ code: 'photos_low_resolution', points: (QUALITY_WEIGHTS.resolution * soft) / sized.length, values: { count: soft, min: QUALITY_PHOTO_MIN_LONG_SIDE } });
  }
  const cover = photos.find((photo) => photo.role === 'cover');
  if (!cover) return [...fixes, { code: 'cover_missing', points: QUALITY_WEIGHTS.cover, values: {} }];
  if (measured(cover) && (cover.width! < QUALITY_COVER_MIN.width || cover.height! < QUALITY_COVER_MIN.height)) {
    fixes.push({ code: 'cover_small', points: COVER_PARTS.size, values: { width: QUALITY_COVER_MIN.width, height: QUALITY_COVER_MIN.height } });
  }
  if (measured(cover) && cover.width! / cover.height! < QUALITY_COVER_MIN_ASPECT) fixes.push({ code: 'cover_portrait', points: COVER_PARTS.shape, values: {} });
  if (cover.plain) fixes.push({ code: 'cover_plain', points: COVER_PARTS.detail, values: {} });
  return fixes;
}

/** The description's length with runs of white space as one character. */
export const descriptionLength = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').length;

function descriptionFixes(listing: QualityListing): QualityFix[] {
  const fixes: QualityFix[] = [];
  const length = descriptionLength(listing.announce_description);
  if (length < QUALITY_DESCRIPTION_TARGET_CHARS) {
    const points = (QUALITY_WEIGHTS.description_length * (QUALITY_DESCRIPTION_TARGET_CHARS - length)) / QUALITY_DESCRIPTION_TARGET_CHARS;
    fixes.push({ code: 'description_short', points, values: { length, target: QUALITY_DESCRIPTION_TARGET_CHARS } });
  }
  const { mentioned, missing } = descriptionFacts(listing);
  const each = QUALITY_WEIGHTS.description_facts / (mentioned.length + missing.length);
  for (const fact of missing) fixes.push({ code: `description_no_${fact}`, points: each, values: {} });
  return fixes;
}

function fieldFixes(listing: QualityListing): QualityFix[] {
  const applicable = QUALITY_FIELDS.filter((rule) => rule.applies(listing));
  const each = QUALITY_WEIGHTS.fields / applicable.length;
  const byStep = new Map<QualityStep, QualityField[]>();
  for (const rule of applicable) if (!rule.filled(listing)) byStep.set(rule.step, [...(byStep.get(rule.step) ?? []), rule.field]);
  return [...byStep].map(([step, fields]) => ({ code: `fields_${step}` as const, points: each * fields.length, values: { fields, count: fields.length } }));
}

function priceFixes(prices: readonly QualityPrice[]): QualityFix[] {
  const compared = prices.filter((price) => price.area_median_price_per_sqm !== null && price.area_median_price_per_sqm > 0);
  return compared.flatMap((price): QualityFix[] => {
    const median = price.area_median_price_per_sqm!;
    const percent = percentFromMedian(price.price_per_sqm, median);
    const off = Math.abs(percent);
    if (off <= QUALITY_PRICE_TOLERANCE_PERCENT) return [];
    const share = Math.min(1, (off - QUALITY_PRICE_TOLERANCE_PERCENT) / (QUALITY_PRICE_OFF_PERCENT - QUALITY_PRICE_TOLERANCE_PERCENT));
    const code = `${price.kind}_price_${percent > 0 ? 'above' : 'below'}_median` as const;
    return [{ code, points: (QUALITY_WEIGHTS.price * share) / prices.length, values: { percent: off, median } }];
  });
}

const time = (value: Date | string) => new Date(value).getTime();

function freshnessFixes(listing: QualityListing, confirmedAt: Date | string | null, now: Date): QualityFix[] {
  // a draft or a listing off the site is as fresh as its next publication
  if (listing.status !== 'publish' || listing.published_at === null) return [];
  const last = Math.max(time(listing.published_at), confirmedAt === null ? 0 : time(confirmedAt));
  const days = Math.floor((now.getTime() - last) / DAY_MS);
  if (days <= QUALITY_FRESH_DAYS) return [];
  const share = Math.min(1, (days - QUALITY_FRESH_DAYS) / (LISTING_LIFETIME_DAYS - QUALITY_FRESH_DAYS));
  return [{ code: 'confirm_available', points: QUALITY_WEIGHTS.freshness * share, values: { days } }];
}

/** The score and the fixes, the most points first. */
export function listingQuality({ listing, photos, prices, confirmedAt = null, now = new Date() }: QualityInput): ListingQuality {
  const fixes = [
    ...photoFixes(photos),
    ...descriptionFixes(listing),
    ...fieldFixes(listing),
    ...(listing.location_lat === null || listing.location_lng === null ? [{ code: 'map_pin' as const, points: QUALITY_WEIGHTS.map_pin, values: {} }] : []),
    ...priceFixes(prices),
    ...freshnessFixes(listing, confirmedAt, now),
  ].filter((fix) => fix.points > 0);
  const lost = fixes.reduce((sum, fix) => sum + fix.points, 0);
  const order = (code: QualityFixCode) => QUALITY_FIX_CODES.indexOf(code);
  return {
    // the small epsilon keeps 100 - 12.5 - 7.5 from landing a hair under 80
    score: Math.max(0, Math.min(100, Math.floor(100 - lost + 1e-9))),
    fixes: fixes.sort((a, b) => b.points - a.points || order(a.code) - order(b.code)),
  };
}

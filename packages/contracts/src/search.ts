import {
  LISTING_PRICE_MAX,
  RESULTS_PER_PAGE,
  SEARCH_FILTERS,
  SEARCH_MODES,
  SEARCH_PER_PAGE_MAX,
  SELL_TYPE,
  SORT_OPTIONS,
  STATION_DISTANCE_OPTIONS,
  COMMUTE_MINUTES_MAX,
  COMMUTE_MINUTES_MIN,
  COMMUTE_PLACE_MAX,
  COMPARE_MAX,
  parseCommutePlace,
  type SearchFilterEntry,
  type SearchFilterKind,
} from '@baandee/domain';
import { z } from './error-map.js';
import { rowId } from './account-fields.js';
import { requiredText, text } from './common.js';
import { listingCard, paginated } from './listing.js';

/**
 * Search (spec sections 2, 3, 5, 7): the search filter `GET api/estate` takes, the page of
 * cards it answers, trend groups (an admin-curated name plus a saved filter) and the
 * quick menu of hot searches that opens them.
 *
 * Query strings carry everything as text: numbers are coerced, lists come as repeated
 * keys (`furniture_cast=1&furniture_cast=2`), bracketed keys (`furniture_cast[]=1`) or
 * one comma-separated value (`furniture_cast=1,2`); an empty value means "not set".
 */

const unset = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const number = z.coerce.number({ message: 'must be a number' });
/** 0, 1, 2, 3 or 4, where 4 means "4 or more" (spec section 5). */
const roomCount = optional(number.int().min(0).max(4));
/** 0 or 1; 1 means "must allow" (true/false are read too). */
const flag = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : unset(v)),
  number.pipe(z.literal([0, 1])).default(0),
);
const price = optional(number.min(0).max(LISTING_PRICE_MAX));
const latitude = optional(number.min(-90).max(90));
const longitude = optional(number.min(-180).max(180));
/** A list of ids from any of the query-string spellings above. */
const idList = z.preprocess((v) => {
  const items = (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
  return items;
}, z.array(rowId).max(50).default([]));

/** Thai or English keyword text: trimmed, at most 200 characters. */
export const SEARCH_KEYWORD_MAX = 200;

/** Each kind of the table's filters (packages/domain search-filters.ts) as a query-string field. */
const KIND_FIELDS = {
  equals: optional(rowId),
  roomCount,
  flag,
  allOf: idList,
  contains: optional(rowId),
  anyOf: idList,
} satisfies Record<SearchFilterKind, z.ZodType>;
/** The same as a saved filter holds it (parsed, no coercions). */
const KIND_SAVED = {
  equals: z.number().optional(),
  roomCount: z.number().optional(),
  flag: z.literal([0, 1]),
  allOf: z.array(z.number()),
  contains: z.number().optional(),
  anyOf: z.array(z.number()),
} satisfies Record<SearchFilterKind, z.ZodType>;
type TableFields<Kinds extends Record<SearchFilterKind, z.ZodType>> = { [E in SearchFilterEntry as E['field']]: Kinds[E['kind']] };
function tableFields<Kinds extends Record<SearchFilterKind, z.ZodType>>(kinds: Kinds): TableFields<Kinds> {
  return Object.fromEntries(
    SEARCH_FILTERS.map((entry) => {
      const description = 'description' in entry ? entry.description : undefined;
      return [entry.field, description ? kinds[entry.kind].meta({ description }) : kinds[entry.kind]];
    }),
  ) as TableFields<Kinds>;
}


export const searchFilterFields = {
  keyword: optional(text(SEARCH_KEYWORD_MAX)),
  sell_type: optional(z.enum([SELL_TYPE.rent, SELL_TYPE.sell]).nullable()).meta({
    description: 'The Thai word for rent (เช่า) or sell (ขาย); unset for all. A listing for both (ขาย/เช่า) matches either',
  }),
  ...tableFields(KIND_FIELDS),
  room_type: optional(text(20)).meta({ description: 'A room code such as 2B1R1CLK, read when searchMode is code_search' }),
  searchMode: optional(z.enum(SEARCH_MODES)).default('general'),
  min_price: price.meta({ description: 'Baht, against the rent or the sale price the sell type selects' }),
  max_price: price,
  order_by: optional(z.enum(SORT_OPTIONS)).default('date-desc'),
  station_distance: optional(number.pipe(z.literal(STATION_DISTANCE_OPTIONS))).meta({
    description: 'Metres (500, 1000 or 2000): with train_station_cast, only listings that state one of those stations at most this far. Without stations it has no effect',
  }),
  commute_station_id: optional(rowId).meta({
    description: 'Commute search (with commute_minutes): a train station id; listings whose nearest station is within commute_minutes of it by rail, the walk to that station at 80 m a minute included',
  }),
  commute_place: optional(text(COMMUTE_PLACE_MAX).pipe(z.string().refine((value) => parseCommutePlace(value) !== null, { message: 'value not allowed' }))).meta({
    description:
      'Commute search from a place instead of a station (with commute_minutes; not with commute_station_id): `district:<id>` (the district\'s point, where its projects are placed) or `point:<lat>,<lng>` (decimal degrees, at most 6 decimals). The walk from the place to each open station within 2 km (straight line, 80 m a minute) starts the journey; a district without a point answers \'value not allowed\'',
  }),
  commute_minutes: optional(number.int().min(COMMUTE_MINUTES_MIN).max(COMMUTE_MINUTES_MAX)).meta({
    description: `Commute search (with commute_station_id or commute_place): minutes, ${COMMUTE_MINUTES_MIN}-${COMMUTE_MINUTES_MAX}; each result then carries its commute_minutes`,
  }),
  south: latitude.meta({ description: 'The map area (all four of south, west, north and east, or none): listings whose coordinates lie inside, edges included. Listings without coordinates never match it' }),
  west: longitude,
  north: latitude,
  east: longitude,
};

/** The four edges of a map area, named in the order a bounding box is written. */
export const MAP_AREA_FIELDS = ['south', 'west', 'north', 'east'] as const;

/** A map area is all four edges or none, its south not above its north, its west not east of its east. */
export const checkMapArea = (filter: { south?: number; west?: number; north?: number; east?: number }, ctx: z.RefinementCtx) => {
  const missing = MAP_AREA_FIELDS.filter((edge) => filter[edge] === undefined);
  if (missing.length > 0 && missing.length < MAP_AREA_FIELDS.length) {
    for (const edge of missing) ctx.addIssue({ code: 'custom', path: [edge], message: 'map area incomplete' });
    return;
  }
  if (filter.south !== undefined && filter.north !== undefined && filter.north < filter.south) {
    ctx.addIssue({ code: 'custom', path: ['north'], message: 'north below south' });
  }
  if (filter.west !== undefined && filter.east !== undefined && filter.east < filter.west) {
    ctx.addIssue({ code: 'custom', path: ['east'], message: 'east below west' });
  }
};

/** The commute fields: where from (a station or a place) and the minutes (a station not open, or a place without a point, is the search's own check: it answers 'value not allowed' on it). */
export const COMMUTE_FIELDS = ['commute_station_id', 'commute_place', 'commute_minutes'] as const;
/** Exactly one of a station and a place with the minutes, or none of the three. */
export const checkCommute = (filter: { commute_station_id?: number; commute_place?: string; commute_minutes?: number }, ctx: z.RefinementCtx) => {
  const from = filter.commute_station_id !== undefined || filter.commute_place !== undefined;
  if (filter.commute_station_id !== undefined && filter.commute_place !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['commute_place'], message: 'value not allowed' });
  } else if (from && filter.commute_minutes === undefined) {
    ctx.addIssue({ code: 'custom', path: ['commute_minutes'], message: 'required' });
  } else if (!from && filter.commute_minutes !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['commute_station_id'], message: 'required' });
  }
};

export const checkPriceRange = (filter: { min_price?: number; max_price?: number }, ctx: z.RefinementCtx) => {
  if (filter.min_price !== undefined && filter.max_price !== undefined && filter.max_price < filter.min_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max price below min price' });
  }
};

/** A saved search filter (a trend's filter, a search log's filter): the fields without paging. */
export const searchFilter = z
  .object(searchFilterFields)
  .superRefine(checkPriceRange)
  .superRefine(checkMapArea)
  .superRefine(checkCommute);
export type SearchFilter = z.infer<typeof searchFilter>;
export type SearchFilterInput = z.input<typeof searchFilter>;

/**
 * A saved filter as answers carry it (a trend's, a search log's): the parsed shape of
 * `searchFilter`, without the query-string coercions, so the serializer can encode it.
 */
export const savedSearchFilter = z.object({
  keyword: z.string().optional(),
  sell_type: z.enum([SELL_TYPE.rent, SELL_TYPE.sell]).nullable().optional(),
  ...tableFields(KIND_SAVED),
  room_type: z.string().optional(),
  searchMode: z.enum(SEARCH_MODES),
  min_price: z.number().optional(),
  max_price: z.number().optional(),
  order_by: z.enum(SORT_OPTIONS),
  station_distance: z.literal(STATION_DISTANCE_OPTIONS).optional(),
  commute_station_id: z.number().optional(),
  commute_place: z.string().optional(),
  commute_minutes: z.number().optional(),
  south: z.number().optional(),
  west: z.number().optional(),
  north: z.number().optional(),
  east: z.number().optional(),
}) satisfies z.ZodType<SearchFilter>;

/**
 * GET api/estate: the search filter of spec section 3 plus `page` (default 1) and
 * `per_page` (default 10; the map view asks for more). The spec's other filter fields
 * (active_status, getType, id, token) are accepted and ignored: a search only ever
 * returns published listings, a page at a time. `announce_title` is read as the keyword
 * when no keyword is given. Any other key answers 422 'unknown field' on that key: a
 * filter misspelt or sent in a form the server does not read must not pass for "no filter".
 */
const ignored = z.unknown().optional().meta({ description: 'Accepted and ignored (spec section 3)' });
const searchQueryFields = {
  ...searchFilterFields,
  announce_title: optional(text(SEARCH_KEYWORD_MAX)),
  page: optional(number.int().min(1).max(10_000)).default(1),
  per_page: optional(number.int().min(1).max(SEARCH_PER_PAGE_MAX)).default(RESULTS_PER_PAGE),
  active_status: ignored,
  getType: ignored,
  id: ignored,
  token: ignored,
};
const knownSearchKeys = new Set(Object.keys(searchQueryFields));
export const searchQuery = z
  .looseObject(searchQueryFields)
  .superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (!knownSearchKeys.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'unknown field' });
    }
  })
  .superRefine(checkPriceRange)
  .superRefine(checkMapArea)
  .superRefine(checkCommute);
/** The parsed query: its fields only (an unknown key never gets this far). */
export type SearchQuery = z.infer<z.ZodObject<typeof searchQueryFields>>;

/**
 * A page of matching published listings, running boosts first, then the requested order.
 * `total` is exact up to SEARCH_TOTAL_CAP matches; above it `total_capped` is true and
 * `total` is the cap ("1,000+"), and pages stop there.
 */
/** A search's card: with a commute search, the minutes from the listing to the station or place (null without one). */
export const searchCard = listingCard.extend({
  commute_minutes: z.number().nullable().meta({ description: 'With commute_minutes (and commute_station_id or commute_place): the walk to the nearest station, the ride from it and, from a place, the walk from the place to its station, in whole minutes; null otherwise' }),
});
export type SearchCard = z.infer<typeof searchCard>;
export const searchResult = paginated(searchCard).extend({
  total_capped: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResult>;

/**
 * GET api/estate/commute (decision 066): the commute from each of a few listings (the
 * compare page's) to a station or a place, without a limit: the minutes a commute search's
 * cards would show, null for a listing with no open station within walking distance, one
 * not on the site, or one the rail does not reach. Exactly one of `commute_station_id` and
 * `commute_place`.
 */
export const commuteMinutesQuery = z
  .object({
    ids: z.preprocess((v) => {
      const items = (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((item) => item !== '');
      return items;
    }, z.array(rowId).min(1, { message: 'required' }).max(COMPARE_MAX)),
    commute_station_id: searchFilterFields.commute_station_id,
    commute_place: searchFilterFields.commute_place,
  })
  .superRefine((query, ctx) => {
    if (query.commute_station_id !== undefined && query.commute_place !== undefined) ctx.addIssue({ code: 'custom', path: ['commute_place'], message: 'value not allowed' });
    else if (query.commute_station_id === undefined && query.commute_place === undefined) ctx.addIssue({ code: 'custom', path: ['commute_station_id'], message: 'required' });
  });
export type CommuteMinutesQuery = z.infer<typeof commuteMinutesQuery>;
export const commuteMinutesResult = z.object({
  listings: z.array(
    z.object({
      id: z.number(),
      commute_minutes: z.number().nullable().meta({ description: 'The walk to the nearest station, the ride and, from a place, the walk from it, in whole minutes; null when there is none' }),
    }),
  ),
});
export type CommuteMinutesResult = z.infer<typeof commuteMinutesResult>;

/** A trend group (spec section 3: trend_id, trend_name). `trend_name` is the Thai name, the default language. */
export const trendItem = z.object({
  trend_id: z.number(),
  trend_name: z.string(),
  trend_name_th: z.string(),
  trend_name_en: z.string(),
  slug_id: z.string().meta({ description: '/trend/{slug_id}: the English slug, a hyphen and the id' }),
});
export type TrendItem = z.infer<typeof trendItem>;

export const trendIdParams = z.object({ id: rowId });
/** GET api/trend/{id}?page=&order_by=: the trend's saved filter, run. */
export const trendQuery = z.object({
  page: searchQuery.shape.page,
  order_by: optional(z.enum(SORT_OPTIONS)),
});
export const trendResult = z.object({
  trend: trendItem,
  filter: savedSearchFilter,
  announces: searchResult,
});
export type TrendResult = z.infer<typeof trendResult>;

/** GET api/get-hot-trend: the quick menu, hot searches grouped by category, each opening its trend. */
export const hotTrendItem = z.object({
  search_key: z.string(),
  search_name_th: z.string(),
  search_name_en: z.string(),
  trend_id: z.number().nullable(),
  slug_id: z.string().nullable(),
});
export const hotTrendResult = z.object({
  groups: z.array(z.object({ category: z.string(), items: z.array(hotTrendItem) })),
});
export type HotTrendResult = z.infer<typeof hotTrendResult>;

/** The admin's trend list and form. */
export const adminTrend = trendItem.extend({
  slug: z.string(),
  filter: savedSearchFilter,
  sort_order: z.number(),
  updated_at: z.string(),
});
export type AdminTrend = z.infer<typeof adminTrend>;
export const adminTrendsResult = z.object({ trends: z.array(adminTrend) });
/** Lower-case English letters and digits in words joined by single hyphens (`condo-near-bts`). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A trend's slug: its own message, not the generic one of a choice. */
const slugText = text(80).pipe(z.string().min(1, { abort: true }).regex(SLUG_PATTERN, { message: 'slug not valid' }));
/** A quick-menu chip's key: the same shape as a slug, named as a key. */
const searchKeyText = text(80).pipe(z.string().min(1, { abort: true }).regex(SLUG_PATTERN, { message: 'search key not valid' }));
/** POST api/admin/trend/store: without id a new trend, with id an update. */
export const adminTrendBody = z.object({
  id: rowId.optional(),
  trend_name_th: requiredText(120),
  trend_name_en: requiredText(120),
  slug: slugText,
  filter: searchFilter,
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AdminTrendBody = z.input<typeof adminTrendBody>;

export const HOT_SEARCH_CATEGORIES = ['area', 'train', 'estate'] as const;
export const adminHotSearch = z.object({
  id: z.number(),
  search_key: z.string(),
  search_name_th: z.string(),
  search_name_en: z.string(),
  category: z.enum(HOT_SEARCH_CATEGORIES),
  trend_id: z.number().nullable(),
  sort_order: z.number(),
});
export const adminHotSearchesResult = z.object({ hot_searches: z.array(adminHotSearch) });
/** POST api/admin/hot-search/store: without id a new chip, with id an update. */
export const adminHotSearchBody = z.object({
  id: rowId.optional(),
  search_key: searchKeyText,
  search_name_th: requiredText(120),
  search_name_en: requiredText(120),
  category: z.enum(HOT_SEARCH_CATEGORIES),
  trend_id: rowId.nullable().default(null),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const adminDeletedResult = z.object({ id: z.number(), deleted: z.literal(true) });

/**
 * Landing pages (packages/domain landing.ts): a saved search at a readable path. A link to
 * one carries its path and its name in both languages.
 */
export const landingLink = z.object({
  path: z.string().meta({ description: 'e.g. /condo-for-rent/near-bts-asok' }),
  name_th: z.string(),
  name_en: z.string(),
});
export type LandingLink = z.infer<typeof landingLink>;
export const LANDING_KINDS = ['province', 'district', 'station', 'band'] as const;
/** Groups of links from a landing page to its neighbours. */
export const LANDING_LINK_GROUPS = ['nearbyStations', 'districts', 'bands', 'types', 'deal'] as const;
/** GET api/landing-page?path=&page=&order_by= */
export const landingQuery = z.object({
  path: requiredText(200),
  page: searchQuery.shape.page,
  order_by: optional(z.enum(SORT_OPTIONS)),
});
export const landingResult = z.object({
  landing: landingLink.extend({
    kind: z.enum(LANDING_KINDS),
    /** Published listings the page's search finds (at least one: an empty page answers 404). */
    total: z.number(),
  }),
  filter: savedSearchFilter,
  announces: searchResult,
  breadcrumbs: z.array(landingLink),
  related: z.array(z.object({ group: z.enum(LANDING_LINK_GROUPS), links: z.array(landingLink) })),
});
export type LandingResult = z.infer<typeof landingResult>;

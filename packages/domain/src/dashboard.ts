import { MENU_PRICE_BANDS, type PriceBand } from './price-bands.js';
import { SEARCH_DEFAULTS } from './constants.js';

/**
 * The owner's dashboard (DESIGN 4.10): its periods, orders and the rules that turn a
 * search into the terms search analytics counts. Days are Bangkok calendar days.
 */

/** Every count of the dashboard is per day in this zone: the product's market is Thailand. */
export const SITE_TIME_ZONE = 'Asia/Bangkok';

/** The periods an owner picks from, in days ending today. */
export const DASHBOARD_PERIOD_DAYS = [7, 30, 90] as const;
export type DashboardPeriodDays = (typeof DASHBOARD_PERIOD_DAYS)[number];
export const DASHBOARD_DEFAULT_PERIOD_DAYS: DashboardPeriodDays = 30;
/** A chosen date range spans at most a year: longer series stop being readable as days. */
export const DASHBOARD_RANGE_MAX_DAYS = 366;
/** The first day a range may start on (the product's data starts well after it). */
export const DASHBOARD_EARLIEST_DATE = '2020-01-01';
/** Rows a dashboard table shows per page unless asked for more; an export asks for the most. */
export const DASHBOARD_PAGE_SIZE = 10;
export const DASHBOARD_PAGE_SIZE_MAX = 100;
/** How many keywords, districts and stations search analytics ranks. */
export const DASHBOARD_TOP_TERMS = 10;

/** What the per-listing table can be ordered by. */
export const DASHBOARD_LISTING_ORDERS = ['views', 'impressions', 'leads', 'favorites', 'view_to_lead', 'days_on_market'] as const;
export type DashboardListingOrder = (typeof DASHBOARD_LISTING_ORDERS)[number];
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * What each search is counted under in the daily search terms (migration 0012): every
 * search once (`all`), its keyword, its district, each station it names, and its price band.
 */
export const SEARCH_TERM_DIMENSIONS = ['all', 'keyword', 'district', 'station', 'band'] as const;
export type SearchTermDimension = (typeof SEARCH_TERM_DIMENSIONS)[number];

/**
 * The price band a search looked in (an index into MENU_PRICE_BANDS): the band of its
 * maximum price, its budget, or of its minimum when only that was set. The advanced
 * search's untouched defaults (0 to 10,000,000) name no band.
 */
export function searchPriceBand(minPrice: number | null | undefined, maxPrice: number | null | undefined): number | null {
  const max = maxPrice ?? null;
  const min = minPrice ?? null;
  const value = max !== null && max !== SEARCH_DEFAULTS.max_price ? max : min !== null && min > SEARCH_DEFAULTS.min_price ? min : null;
  if (value === null) return null;
  const index = MENU_PRICE_BANDS.findIndex((band) => value >= band.min && (band.max === null || value <= band.max));
  return index === -1 ? null : index;
}

export function priceBandAt(index: number): PriceBand | null {
  return MENU_PRICE_BANDS[index] ?? null;
}

/** A keyword as search analytics groups it: trimmed, spaces collapsed, lower case. */
export function searchTermOf(keyword: string | null | undefined): string | null {
  const term = (keyword ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return term === '' ? null : term;
}

/** SITE_TIME_ZONE's offset from UTC: seven hours, with no daylight saving, since 1920. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/**
 * The Bangkok calendar day of an instant, as YYYY-MM-DD: the fixed offset, not Intl's time
 * zone rules, which cost a tenth of a millisecond on every search answer (its impressions' day).
 */
export function bangkokDate(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD): 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The Monday a week of search counts starts on (the rollup's weeks, as PostgreSQL's `date_trunc('week', ...)`). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday ... 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * A range of days as the search rollup reads it: the whole weeks inside it (`weeks`, by
 * their Mondays, from included to excluded) and the days outside those weeks (`days`).
 */
export function splitIntoWeeks(from: string, to: string): { weeks: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const start = weekStart(from) === from ? from : addDays(weekStart(from), 7);
  const end = weekStart(addDays(to, 1)); // the Monday after the last whole week
  if (start >= end) return { weeks: null, days: [{ from, to }] };
  const days = [];
  if (from < start) days.push({ from, to: addDays(start, -1) });
  if (end <= to) days.push({ from: end, to });
  return { weeks: { from: start, to: end }, days };
}

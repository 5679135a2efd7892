import {
  DASHBOARD_DEFAULT_PERIOD_DAYS,
  DASHBOARD_EARLIEST_DATE,
  DASHBOARD_LISTING_ORDERS,
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_PAGE_SIZE_MAX,
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_RANGE_MAX_DAYS,
  SORT_DIRECTIONS,
  daysBetween,
} from '@baandee/domain';
import { z } from './error-map.js';
import { brokerShareSummary, listingStatusField, paginated } from './listing.js';

/**
 * The owner's dashboard (spec sections 2 and 7, DESIGN 4.10): every number is the signed-in
 * owner's own, counted per Bangkok day.
 *
 * A period is `period` days ending today (7, 30 or 90; 30 when nothing is said) or, with
 * `from` and `to` (YYYY-MM-DD, both included, at most DASHBOARD_RANGE_MAX_DAYS days), a
 * date range. The previous period is as long and ends the day before it starts.
 */

const unset = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const isPeriodDays = (days: number) => (DASHBOARD_PERIOD_DAYS as readonly number[]).includes(days);
const day = z.iso.date().refine((value) => value >= DASHBOARD_EARLIEST_DATE, { message: 'value not allowed' });

const periodFields = {
  period: optional(z.coerce.number({ message: 'must be a number' }).int().refine(isPeriodDays, { message: 'value not allowed' })).default(DASHBOARD_DEFAULT_PERIOD_DAYS),
  from: optional(day),
  to: optional(day),
};

function checkRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const { from, to } = query;
  if ((from === undefined) !== (to === undefined)) {
    ctx.addIssue({ code: 'custom', path: [from === undefined ? 'from' : 'to'], message: 'required' });
    return;
  }
  if (from === undefined || to === undefined) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ends before it starts' });
  else if (daysBetween(from, to) + 1 > DASHBOARD_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'date range too long' });
}

/** GET api/dashboard/insight and search-analytic: the period. */
export const dashboardPeriodQuery = z.object(periodFields).superRefine(checkRange);
export type DashboardPeriodQuery = z.input<typeof dashboardPeriodQuery>;
export type DashboardPeriod = z.output<typeof dashboardPeriodQuery>;

const pageFields = {
  page: optional(z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000)).default(1),
  per_page: optional(z.coerce.number({ message: 'must be a number' }).int().min(1).max(DASHBOARD_PAGE_SIZE_MAX)).default(DASHBOARD_PAGE_SIZE),
};

/** GET api/dashboard/announce-list: the period, the order and a page. */
export const dashboardListingsQuery = z
  .object({
    ...periodFields,
    ...pageFields,
    order_by: optional(z.enum(DASHBOARD_LISTING_ORDERS)).default('views'),
    direction: optional(z.enum(SORT_DIRECTIONS)).default('desc'),
  })
  .superRefine(checkRange);
export type DashboardListingsQuery = z.input<typeof dashboardListingsQuery>;

const count = z.number().int().nonnegative();
const periodResult = z.object({
  from: z.string().meta({ description: 'First day, YYYY-MM-DD (Bangkok)' }),
  to: z.string().meta({ description: 'Last day, included' }),
  days: z.number().int(),
});
export type DashboardPeriodResult = z.infer<typeof periodResult>;

/** What the dashboard counts: page views, search impressions, contact leads, favourites. */
export const dashboardCounts = z.object({ views: count, impressions: count, leads: count, favorites: count });
export type DashboardCounts = z.infer<typeof dashboardCounts>;
const change = z.number().nullable().meta({ description: 'Percent change against the previous period; null when it had none' });

/** GET api/dashboard/insight */
export const dashboardInsightResult = z.object({
  period: periodResult,
  previous: periodResult,
  totals: dashboardCounts,
  previous_totals: dashboardCounts,
  change: z.object({ views: change, impressions: change, leads: change, favorites: change }),
  daily: z.array(dashboardCounts.extend({ date: z.string() })).meta({ description: 'Every day of the period, zeros included' }),
  listings: z
    .object({ total: count, published: count, confirmed: count })
    .meta({ description: "The owner's listings ever posted, those published now, and of those the ones confirmed still available in the last AVAILABILITY_CONFIRMED_WINDOW_DAYS days" }),
});
export type DashboardInsight = z.infer<typeof dashboardInsightResult>;

/** One listing's numbers over the period. */
export const dashboardListing = dashboardCounts.extend({
  id: z.number(),
  slug_id: z.string(),
  announce_title: z.string().nullable(),
  status: listingStatusField,
  thumb_img: z.string().nullable(),
  view_to_lead: z.number().nullable().meta({ description: 'Leads per view (0-1); null without views' }),
  days_on_market: z.number().int().nullable().meta({ description: 'Days since it first went live (to its closing day when closed); null if never published' }),
  published_at: z.string().nullable(),
  boosted: z.boolean().meta({ description: 'A boost runs now' }),
  boosts: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })).meta({ description: 'Boosts that ran during the period' }),
  daily_views: z.array(count).meta({ description: 'Views per day of the period (the sparkline)' }),
  broker_share: brokerShareSummary
    .nullable()
    .meta({ description: 'Where and when the team posted it in a broker group, and the visits and contacts its link brought since (all days, not only the period)' }),
});
export type DashboardListing = z.infer<typeof dashboardListing>;
export const dashboardListingsResult = paginated(dashboardListing).extend({ period: periodResult });
export type DashboardListings = z.infer<typeof dashboardListingsResult>;

const named = z.object({ id: z.number(), name_th: z.string(), name_en: z.string() });
const perListing = z.number().nullable().meta({ description: 'Searches per matching published listing; null when there is none' });

/** GET api/dashboard/search-analytic */
export const dashboardSearchAnalyticResult = z.object({
  period: periodResult,
  scope: z
    .object({ provinces: z.array(named), estate_types: z.array(named) })
    .meta({ description: "The provinces and estate types of the owner's listings: searches there, or naming none, count" }),
  searches: count,
  keywords: z.array(z.object({ keyword: z.string(), searches: count })),
  districts: z.array(named.extend({ searches: count, listings: count, searches_per_listing: perListing, yours: z.boolean() })),
  stations: z.array(named.extend({ searches: count, yours: z.boolean() })),
  price_bands: z.array(z.object({ band: z.number().int(), min: z.number(), max: z.number().nullable(), searches: count })),
  demand: z
    .array(z.object({ district: named, estate_type: named, searches: count, listings: count, your_listings: count, searches_per_listing: perListing }))
    .meta({ description: "Per district and estate type of the owner's listings: searches naming the district against published listings there" }),
});
export type DashboardSearchAnalytic = z.infer<typeof dashboardSearchAnalyticResult>;

/** A lead (bigint id): digits only, as a string. */
export const leadIdParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,18}$/, { message: 'must be a number' }),
});

/** GET api/dashboard/leads: the contact-owner messages, newest first. */
export const dashboardLeadsQuery = z.object({ ...pageFields, filter: optional(z.enum(['all', 'unread'])).default('all') });
export const dashboardLead = z.object({
  id: z.string(),
  announce_id: z.number(),
  announce_title: z.string().nullable(),
  slug_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type DashboardLead = z.infer<typeof dashboardLead>;
export const dashboardLeadsResult = paginated(dashboardLead).extend({ unread: count });
export type DashboardLeads = z.infer<typeof dashboardLeadsResult>;
/** PUT api/dashboard/leads/read/{id} */
export const dashboardReadLeadResult = z.object({ id: z.string(), read: z.literal(true), unread: count });

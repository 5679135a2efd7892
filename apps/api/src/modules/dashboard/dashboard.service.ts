import type { FastifyInstance } from 'fastify';
import type {
  DashboardCounts,
  DashboardInsight,
  DashboardListings,
  DashboardPeriod,
  DashboardPeriodResult,
  DashboardSearchAnalytic,
} from '@baandee/contracts';
import {
  DASHBOARD_TOP_TERMS,
  addDays,
  bangkokDate,
  daysBetween,
  daysOf,
  priceBandAt,
  slugId,
  type DashboardListingOrder,
  type SortDirection,
} from '@baandee/domain';
import type { DailyCounts, DayRange } from './dashboard.repository.js';

/** The period asked for: `period` days ending today (Bangkok), or the range given; and the one before it. */
export function resolvePeriod(query: DashboardPeriod, now = new Date()): { current: DashboardPeriodResult; previous: DashboardPeriodResult } {
  const to = query.to ?? bangkokDate(now);
  const from = query.from ?? addDays(to, -(query.period - 1));
  const days = daysBetween(from, to) + 1;
  const previousTo = addDays(from, -1);
  return { current: { from, to, days }, previous: { from: addDays(previousTo, -(days - 1)), to: previousTo, days } };
}

const ZERO: DashboardCounts = { views: 0, impressions: 0, leads: 0, favorites: 0 };
const countsOf = (row: DailyCounts): DashboardCounts => ({ views: row.views, impressions: row.impressions, leads: row.contacts, favorites: row.favorites });

function sum(rows: readonly DailyCounts[], range: DayRange): DashboardCounts {
  const total = { ...ZERO };
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue;
    total.views += row.views;
    total.impressions += row.impressions;
    total.leads += row.contacts;
    total.favorites += row.favorites;
  }
  return total;
}

/** Percent change, one decimal; null when there was nothing to compare with. */
const percentChange = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10);

/** GET api/dashboard/insight: the owner's day-by-day counts, totals and the change against the period before. */
export async function getInsight(app: Pick<FastifyInstance, 'availabilityRepository' | 'dashboardRepository'>, ownerId: number, query: DashboardPeriod): Promise<DashboardInsight> {
  const { current, previous } = resolvePeriod(query);
  const repo = app.dashboardRepository;
  const [rows, posted, availability] = await Promise.all([
    repo.ownerDaily(ownerId, { from: previous.from, to: current.to }),
    repo.listingTotals(ownerId),
    app.availabilityRepository.share(ownerId, new Date()),
  ]);
  const listings = { ...posted, confirmed: availability.confirmed };
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const totals = sum(rows, current);
  const previousTotals = sum(rows, previous);
  return {
    period: current,
    previous,
    totals,
    previous_totals: previousTotals,
    change: {
      views: percentChange(totals.views, previousTotals.views),
      impressions: percentChange(totals.impressions, previousTotals.impressions),
      leads: percentChange(totals.leads, previousTotals.leads),
      favorites: percentChange(totals.favorites, previousTotals.favorites),
    },
    daily: daysOf(current.from, current.to).map((date) => {
      const row = byDay.get(date);
      return { date, ...(row ? countsOf(row) : ZERO) };
    }),
    listings,
  };
}

/** GET api/dashboard/announce-list: a page of the owner's listings with their numbers over the period. */
export async function getListingStats(
  app: Pick<FastifyInstance, 'brokerShareRepository' | 'dashboardRepository'>,
  ownerId: number,
  query: DashboardPeriod & { page: number; per_page: number; order_by: DashboardListingOrder; direction: SortDirection },
): Promise<DashboardListings> {
  const { current } = resolvePeriod(query);
  const repo = app.dashboardRepository;
  const rows = await repo.listingPage(ownerId, current, { by: query.order_by, direction: query.direction }, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const ids = rows.map((row) => row.id);
  const [daily, thumbnails, boosts, shared] = await Promise.all([
    repo.dailyViews(ids, current),
    repo.thumbnails(ids),
    repo.boostsDuring(ids, current),
    app.brokerShareRepository.sharedOf(ids),
  ]);
  const brokerShares = new Map(
    shared.map((row) => [row.listing_id, { group_name: row.group_name, shared_at: row.shared_at.toISOString(), views: row.views, contacts: row.contacts }]),
  );
  const days = daysOf(current.from, current.to);
  const sparklines = new Map(ids.map((id) => [id, days.map(() => 0)]));
  for (const row of daily) {
    const line = sparklines.get(row.listing_id)!;
    row.offsets.forEach((offset, at) => (line[offset] = row.views[at]!));
  }
  const now = Date.now();
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : (await repo.listingTotals(ownerId)).total);
  return {
    period: current,
    data: rows.map((row) => ({
      id: row.id,
      slug_id: slugId(row.announce_title, row.id),
      announce_title: row.announce_title,
      status: row.status as DashboardListings['data'][number]['status'],
      thumb_img: thumbnails.get(row.id) ?? null,
      views: row.views,
      impressions: row.impressions,
      leads: row.contacts,
      favorites: row.favorites,
      view_to_lead: row.view_to_lead === null ? null : Math.round(row.view_to_lead * 10_000) / 10_000,
      days_on_market: row.days_on_market,
      published_at: row.published_at?.toISOString() ?? null,
      boosted: row.boosted_until !== null && row.boosted_until.getTime() > now,
      boosts: boosts.filter((boost) => boost.listing_id === row.id).map((boost) => ({ starts_at: boost.starts_at.toISOString(), ends_at: boost.ends_at.toISOString() })),
      daily_views: sparklines.get(row.id)!,
      broker_share: brokerShares.get(row.id) ?? null,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

const distinct = <T>(values: Iterable<T | null>) => [...new Set([...values].filter((value): value is T => value !== null))];
/** Most searches per listing first; searches meeting no listing at all before any ratio, nothing searched last. */
const demandRank = (row: { searches: number; searches_per_listing: number | null }) =>
  row.searches_per_listing ?? (row.searches > 0 ? Number.POSITIVE_INFINITY : -1);
const perListing = (searches: number, listings: number) => (listings === 0 ? null : Math.round((searches / listings) * 100) / 100);

/**
 * GET api/dashboard/search-analytic: the searches that could have found the owner's
 * listings (in their provinces or naming none, of their estate types or any), what they
 * asked for, and where searches meet few listings.
 */
export async function getSearchAnalytic(app: Pick<FastifyInstance, 'dashboardRepository'>, ownerId: number, query: DashboardPeriod): Promise<DashboardSearchAnalytic> {
  const { current } = resolvePeriod(query);
  const repo = app.dashboardRepository;
  const [segments, ownStations] = await Promise.all([repo.scopeOf(ownerId), repo.stationsOf(ownerId)]);
  const provinceIds = distinct(segments.map((s) => s.province_id));
  const estateTypeIds = distinct(segments.map((s) => s.estate_type_id));
  const ownDistricts = new Set(distinct(segments.map((s) => s.district_id)));
  const [provinces, estateTypes] = await Promise.all([repo.provinces(provinceIds), repo.estateTypes(estateTypeIds)]);
  const empty: DashboardSearchAnalytic = {
    period: current,
    scope: { provinces, estate_types: estateTypes },
    searches: 0,
    keywords: [],
    districts: [],
    stations: [],
    price_bands: [],
    demand: [],
  };
  if (provinceIds.length === 0 || estateTypeIds.length === 0) return empty;

  const scope = { provinces: [0, ...provinceIds], estateTypes: [0, ...estateTypeIds] };
  // the searches naming the owner's districts do not wait for the ranking: both read the same rollup
  const [terms, districtSearches] = await Promise.all([
    repo.topTerms(scope, current, DASHBOARD_TOP_TERMS),
    repo.districtSearches([...ownDistricts], scope, current),
  ]);
  const of = (dimension: string) => terms.filter((row) => row.dimension === dimension).sort((a, b) => b.searches - a.searches || a.term.localeCompare(b.term));
  const topDistrictIds = of('district').map((row) => Number(row.term));
  const allDistrictIds = distinct([...topDistrictIds, ...ownDistricts]);
  const stationRows = of('station');
  const [districtRows, supplyRows, stations] = await Promise.all([
    repo.districts(allDistrictIds),
    repo.supply(allDistrictIds, estateTypeIds),
    repo.stations(stationRows.map((row) => Number(row.term))),
  ]);
  const districtById = new Map(districtRows.map((row) => [row.id, row]));
  const supplyOf = (districtId: number, estateTypeId?: number) =>
    supplyRows.filter((row) => row.district_id === districtId && (estateTypeId === undefined || row.estate_type_id === estateTypeId)).reduce((n, row) => n + row.listings, 0);
  const stationById = new Map(stations.map((row) => [row.id, row]));
  const ownStationSet = new Set(ownStations);
  const typeById = new Map(estateTypes.map((row) => [row.id, row]));

  return {
    ...empty,
    searches: of('all')[0]?.searches ?? 0,
    keywords: of('keyword').map((row) => ({ keyword: row.term, searches: row.searches })),
    districts: of('district').flatMap((row) => {
      const district = districtById.get(Number(row.term));
      if (!district) return [];
      const listings = supplyOf(district.id);
      return [{ id: district.id, name_th: district.name_th, name_en: district.name_en, searches: row.searches, listings, searches_per_listing: perListing(row.searches, listings), yours: ownDistricts.has(district.id) }];
    }),
    stations: stationRows.flatMap((row) => {
      const station = stationById.get(Number(row.term));
      return station ? [{ id: station.id, name_th: station.name_th, name_en: station.name_en, searches: row.searches, yours: ownStationSet.has(station.id) }] : [];
    }),
    price_bands: of('band')
      .map((row) => ({ band: Number(row.term), searches: row.searches }))
      .sort((a, b) => a.band - b.band)
      .flatMap((row) => {
        const band = priceBandAt(row.band);
        return band ? [{ band: row.band, min: band.min, max: band.max, searches: row.searches }] : [];
      }),
    demand: segments
      .flatMap((segment) => {
        const district = segment.district_id === null ? undefined : districtById.get(segment.district_id);
        const type = segment.estate_type_id === null ? undefined : typeById.get(segment.estate_type_id);
        if (!district || !type) return [];
        // a search naming the district counts for a type when it named that type or none
        const searches = districtSearches
          .filter((row) => row.district_id === district.id && (row.estate_type_id === type.id || row.estate_type_id === 0))
          .reduce((n, row) => n + row.searches, 0);
        const listings = supplyOf(district.id, type.id);
        return [
          {
            district: { id: district.id, name_th: district.name_th, name_en: district.name_en },
            estate_type: type,
            searches,
            listings,
            your_listings: segment.published,
            searches_per_listing: perListing(searches, listings),
          },
        ];
      })
      .sort((a, b) => demandRank(b) - demandRank(a) || a.district.id - b.district.id),
  };
}

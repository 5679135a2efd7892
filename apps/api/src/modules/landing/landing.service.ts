import type { FastifyInstance } from 'fastify';
import { searchFilter, type LandingLink, type LandingResult, type SearchFilter } from '@baandee/contracts';
import {
  LANDING_BANDS,
  LISTING_SELL_TYPE,
  RESULTS_PER_PAGE,
  SELL_TYPE,
  districtPlace,
  formatNumber,
  landingPath,
  parseLandingPath,
  provincePlace,
  stationPlace,
  type LandingDeal,
  type PriceBand,
  type SortOption,
} from '@baandee/domain';
import { resources, type Language } from '@baandee/locales';
import { notFound } from '../../lib/errors.js';
import { runSearch } from '../search/search.service.js';
import type { LandingEstateTypeRow, LandingStationRow, NamedRow, PlaceCount } from './landing.repository.js';
import { fill } from '../../lib/fill.js';

type Kind = LandingResult['landing']['kind'];

/** One landing page that finds at least one published listing. */
export interface LandingEntry {
  path: string;
  kind: Kind;
  estateType: LandingEstateTypeRow;
  deal: LandingDeal;
  province: NamedRow;
  district: NamedRow | null;
  /** The stations of that name on lines of one rail type (an interchange has one row per line). */
  stations: LandingStationRow[] | null;
  band: PriceBand | null;
  count: number;
  lastmod: Date;
  name_th: string;
  name_en: string;
}

export interface LandingIndex {
  entries: LandingEntry[];
  byPath: Map<string, LandingEntry>;
  builtAt: number;
}

/** How far apart two stations are, in km (equirectangular: plenty for ordering neighbours in one city). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = ((b.lng - a.lng) * Math.PI) / 180 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}


/** A price band as the menus say it ("ไม่เกิน 5,000 บาท", "฿1M – ฿2M"), in one language. */
export function bandLabel(band: PriceBand, language: Language): string {
  const texts = resources[language].common.price;
  const locale = language === 'en' ? 'en-US' : 'th-TH';
  const M = 1_000_000;
  const inMillions = band.min % M === 0 && (band.max === null || band.max % M === 0) && (band.max ?? band.min) >= M;
  const amount = (value: number) => formatNumber(inMillions ? value / M : value, locale);
  if (band.max === null) return fill(inMillions ? texts.aboveMillion : texts.above, { min: amount(band.min) });
  if (band.min === 0) return fill(inMillions ? texts.upToMillion : texts.upTo, { max: amount(band.max) });
  return fill(inMillions ? texts.rangeMillion : texts.range, { min: amount(band.min), max: amount(band.max) });
}

function landingName(
  language: Language,
  parts: { estateType: NamedRow; deal: LandingDeal; province: NamedRow; district: NamedRow | null; stations: LandingStationRow[] | null; band: PriceBand | null },
): string {
  const texts = resources[language].search.landing;
  const name = (row: NamedRow) => (language === 'en' ? row.name_en : row.name_th);
  // "เขตวัฒนา", "Khet Watthana": the page says "ย่านวัฒนา", "in Watthana"
  const districtName = (row: NamedRow) => name(row).replace(/^(เขต|อำเภอ|khet\s|amphoe\s)\s*/i, '');
  const station = parts.stations?.[0];
  const place = station
    ? fill(texts.near, { station: `${station.type_code} ${name(station)}` })
    : parts.district
      ? fill(texts.inDistrict, { district: districtName(parts.district), province: name(parts.province) })
      : fill(texts.inProvince, { province: name(parts.province) });
  const values = { type: name(parts.estateType), deal: texts.deal[parts.deal], place, band: parts.band ? bandLabel(parts.band, language) : '' };
  return fill(parts.band ? texts.nameBand : texts.name, values);
}

/** The deals a listing's sell type is found under: a listing for both is in either. */
function dealsOf(sellType: string): LandingDeal[] {
  if (sellType === LISTING_SELL_TYPE.both) return ['rent', 'sale'];
  return sellType === LISTING_SELL_TYPE.rent ? ['rent'] : sellType === LISTING_SELL_TYPE.sell ? ['sale'] : [];
}

/**
 * Every landing page that finds something, from a few grouped counts of the search table
 * and the master data. A page with no published listing is not in it (404, and not in the
 * sitemap).
 */
export async function buildLandingIndex(app: Pick<FastifyInstance, 'landingRepository'>): Promise<LandingIndex> {
  const repo = app.landingRepository;
  const [types, provinces, districts, stations, districtCounts, stationCounts, bandCounts] = await Promise.all([
    repo.estateTypes(),
    repo.provinces(),
    repo.districts(),
    repo.stations(),
    repo.districtCounts(),
    repo.stationCounts(),
    repo.bandCounts(),
  ]);
  const typeById = new Map(types.map((row) => [row.id, row]));
  const provinceById = new Map(provinces.map((row) => [row.id, row]));
  const districtById = new Map(districts.map((row) => [row.id, row]));
  // stations by their place segment: an interchange's rows of one rail type share it
  const stationGroups = new Map<string, LandingStationRow[]>();
  for (const station of stations) {
    const place = stationPlace(station.type_code, station.name_en);
    stationGroups.set(place, [...(stationGroups.get(place) ?? []), station]);
  }
  const stationPlaceById = new Map(stations.map((station) => [station.id, stationPlace(station.type_code, station.name_en)]));

  const byPath = new Map<string, LandingEntry>();
  const add = (entry: Omit<LandingEntry, 'path' | 'name_th' | 'name_en' | 'count' | 'lastmod'>, path: string, count: PlaceCount) => {
    const found = byPath.get(path);
    if (found) {
      found.count += count.count;
      if (count.lastmod > found.lastmod) found.lastmod = count.lastmod;
      return;
    }
    byPath.set(path, { ...entry, path, count: count.count, lastmod: count.lastmod, name_th: landingName('th', entry), name_en: landingName('en', entry) });
  };

  for (const row of districtCounts) {
    const estateType = typeById.get(row.estate_type_id);
    const province = provinceById.get(row.province_id);
    const district = districtById.get(row.place_id);
    if (!estateType || !province || !district) continue;
    for (const deal of dealsOf(row.sell_type)) {
      const base = { estateType, deal, province, stations: null, band: null };
      add({ ...base, kind: 'province', district: null }, landingPath(estateType.slug, deal, provincePlace(province.name_en)), row);
      add({ ...base, kind: 'district', district }, landingPath(estateType.slug, deal, districtPlace(district.name_en, province.name_en)), row);
    }
  }
  // a station page is not filtered by province; its province (the first, Bangkok) only groups it with the other stations
  const bangkok = provinces[0];
  for (const row of stationCounts) {
    const estateType = typeById.get(row.estate_type_id);
    const place = stationPlaceById.get(row.place_id);
    const group = place ? stationGroups.get(place) : undefined;
    if (!estateType || !place || !group || !bangkok) continue;
    for (const deal of dealsOf(row.sell_type)) {
      add({ kind: 'station', estateType, deal, province: bangkok, district: null, stations: group, band: null }, landingPath(estateType.slug, deal, place), row);
    }
  }
  for (const row of bandCounts) {
    const estateType = typeById.get(row.estate_type_id);
    const province = provinceById.get(row.place_id);
    const band = LANDING_BANDS[row.deal][row.band];
    if (!estateType || !province || !band || !dealsOf(row.sell_type).includes(row.deal)) continue;
    add(
      { kind: 'band', estateType, deal: row.deal, province, district: null, stations: null, band },
      landingPath(estateType.slug, row.deal, provincePlace(province.name_en), band),
      row,
    );
  }
  const entries = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  return { entries, byPath, builtAt: Date.now() };
}

/** A page missing from an index at least this old is looked for in a fresh one (a new listing's first page). */
const RECOUNT_ON_MISS_MS = 10_000;

/**
 * The landing index, rebuilt at most once per `PAGE_CACHE_SECONDS` (its counts decide
 * which pages exist; a page's results are always searched fresh). `fresh` asks for one at
 * most RECOUNT_ON_MISS_MS old, for a path the cached one does not have.
 */
export function landingIndexCache(app: Pick<FastifyInstance, 'config' | 'landingRepository'>): (options?: { fresh?: boolean }) => Promise<LandingIndex> {
  let current: Promise<LandingIndex> | null = null;
  let builtAt = 0;
  return async (options = {}) => {
    const maxAge = options.fresh ? Math.min(RECOUNT_ON_MISS_MS, app.config.PAGE_CACHE_SECONDS * 1000) : app.config.PAGE_CACHE_SECONDS * 1000;
    if (!current || Date.now() - builtAt >= maxAge) {
      builtAt = Date.now();
      const next = buildLandingIndex(app);
      // a failed build is not kept: the next request tries again
      next.catch(() => {
        if (current === next) current = null;
      });
      current = next;
    }
    return current;
  };
}

/** The saved search a landing page runs. */
export function landingFilter(entry: LandingEntry): SearchFilter {
  return searchFilter.parse({
    estate_type_id: entry.estateType.id,
    sell_type: entry.deal === 'rent' ? SELL_TYPE.rent : SELL_TYPE.sell,
    ...(entry.stations ? { train_station_cast: entry.stations.map((station) => station.id) } : { province_id: entry.province.id }),
    ...(entry.district ? { district_id: entry.district.id } : {}),
    ...(entry.band ? { min_price: entry.band.min, ...(entry.band.max !== null ? { max_price: entry.band.max } : {}) } : {}),
  });
}

const link = (entry: LandingEntry): LandingLink => ({ path: entry.path, name_th: entry.name_th, name_en: entry.name_en });
const byCount = (a: LandingEntry, b: LandingEntry) => b.count - a.count || a.path.localeCompare(b.path);
const RELATED_PER_GROUP = 8;

/** Links to the pages around one: nearby stations, other districts, price bands, other types here, the other deal. */
function related(index: LandingIndex, entry: LandingEntry): LandingResult['related'] {
  const same = (other: LandingEntry) => other.estateType.id === entry.estateType.id && other.deal === entry.deal && other.path !== entry.path;
  const samePlace = (other: LandingEntry) =>
    other.kind === entry.kind &&
    other.province.id === entry.province.id &&
    other.district?.id === entry.district?.id &&
    other.stations?.[0]?.id === entry.stations?.[0]?.id &&
    other.band === entry.band;
  const groups: LandingResult['related'] = [];
  const push = (group: LandingResult['related'][number]['group'], list: LandingEntry[]) => {
    if (list.length > 0) groups.push({ group, links: list.slice(0, RELATED_PER_GROUP).map(link) });
  };
  if (entry.stations) {
    const here = entry.stations[0]!;
    push(
      'nearbyStations',
      index.entries
        .filter((other) => same(other) && other.kind === 'station')
        .map((other) => ({ other, km: distanceKm(here, other.stations![0]!) }))
        .sort((a, b) => a.km - b.km)
        .map(({ other }) => other),
    );
  } else {
    push('districts', index.entries.filter((other) => same(other) && other.kind === 'district' && other.province.id === entry.province.id).sort(byCount));
    push('bands', index.entries.filter((other) => same(other) && other.kind === 'band' && other.province.id === entry.province.id));
  }
  push('types', index.entries.filter((other) => other.deal === entry.deal && other.estateType.id !== entry.estateType.id && samePlace(other)).sort(byCount));
  push('deal', index.entries.filter((other) => other.deal !== entry.deal && other.estateType.id === entry.estateType.id && samePlace(other)));
  return groups;
}

/** Home, then the province page, then the page itself (a district's or band's page sits under its province's). */
export function landingBreadcrumbs(index: LandingIndex, entry: LandingEntry): LandingLink[] {
  const home = { path: '/', name_th: resources.th.shell.bottomNav.home, name_en: resources.en.shell.bottomNav.home };
  const provincePage = index.byPath.get(landingPath(entry.estateType.slug, entry.deal, provincePlace(entry.province.name_en)));
  const middle = entry.kind === 'district' || entry.kind === 'band' ? (provincePage ? [link(provincePage)] : []) : [];
  return [home, ...middle, link(entry)];
}

export async function findLanding(app: Pick<FastifyInstance, 'landingIndex'>, path: string): Promise<{ index: LandingIndex; entry: LandingEntry } | null> {
  const key = path.replace(/\/+$/, '').toLowerCase();
  let index = await app.landingIndex();
  let entry = index.byPath.get(key);
  // a page that filled since the last count: recounted at most every RECOUNT_ON_MISS_MS
  if (!entry && parseLandingPath(key)) {
    index = await app.landingIndex({ fresh: true });
    entry = index.byPath.get(key);
  }
  return entry ? { index, entry } : null;
}

/** GET api/landing-page: the page's names, a page of its search and its links; unknown or empty: 404. */
export async function getLandingPage(
  app: Pick<FastifyInstance, 'db' | 'landingIndex' | 'listingCardsRepository' | 'searchCache' | 'searchCards' | 'searchIndex' | 'searchRepository'>,
  query: { path: string; page: number; order_by?: SortOption },
  viewer: { userId: number | null },
): Promise<LandingResult> {
  const found = await findLanding(app, query.path);
  if (!found) throw notFound();
  const { index, entry } = found;
  const filter = landingFilter(entry);
  const announces = await runSearch(app, { ...filter, order_by: query.order_by ?? filter.order_by, page: query.page, per_page: RESULTS_PER_PAGE }, viewer);
  // the index is a few minutes old at most: a page emptied since then is not shown thin
  if (announces.total === 0) throw notFound();
  return {
    landing: { ...link(entry), kind: entry.kind, total: announces.total },
    filter,
    announces,
    breadcrumbs: landingBreadcrumbs(index, entry),
    related: related(index, entry),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The landing pages that exist now (see landingIndexCache). */
    landingIndex: (options?: { fresh?: boolean }) => Promise<LandingIndex>;
  }
}

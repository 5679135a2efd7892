import { LISTING_PRICE_MAX, SEARCH_DEFAULTS, SEARCH_FILTERS, SELL_TYPE, type SearchFilterKind } from '@baandee/domain';
import type { Language } from '@baandee/locales/languages';
import { canonicalFilter, canonicalRoomCode } from './canonical-filter';
import { MAP_AREA_FIELDS, isSortOption, type SearchFilter } from './search-filter';

/**
 * The search route's query string (spec section 2) <-> the search filter (spec section 3).
 * The spec's parameters carry names where the filter carries ids: `p` and `d` the province
 * and district names, `category` the estate type name (Thai or English), `train_type` and
 * `train_line` their codes (BTS, BTS-SUK); `location_id` the official code of the area
 * chosen (docs/decisions/016-search-url.md). Filter fields the spec gives no parameter
 * keep their own names, or the parameter the filter table gives them (packages/domain
 * search-filters.ts `url`). A URL written here reads back to the same filter.
 */

/** The table's filters the URL carries as values (the others by name, below). */
const URL_FILTERS = SEARCH_FILTERS.flatMap((entry) => (entry.url === null ? [] : [{ ...entry, url: entry.url }]));

/** A table filter's value as its URL parameter: an id or count, ids joined by commas, 1 for a flag; undefined when unset. */
function encodeValue(kind: SearchFilterKind, value: unknown): string | number | undefined {
  if (kind === 'flag') return value === 1 ? 1 : undefined;
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'number' ? value : undefined;
}

interface Named {
  id: number;
  name_th: string;
  name_en: string;
}
interface Coded extends Named {
  code: string;
}

/** The master data the names are looked up in; a list not loaded yet is absent. */
export interface SearchMaster {
  estateTypes?: readonly (Named & { slug?: string })[];
  provinces?: readonly (Named & { districts: readonly (Named & { province_id: number })[] })[];
  trainTypes?: readonly Coded[];
  trainLines?: readonly (Coded & { train_type_id: number })[];
}
export type MasterList = 'estateTypes' | 'areas' | 'train';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('th') === b.trim().toLocaleLowerCase('th');
const byName = <T extends Named>(items: readonly T[] | undefined, name: string): T | undefined =>
  items?.find((item) => same(item.name_th, name) || same(item.name_en, name));
const byCode = <T extends Coded>(items: readonly T[] | undefined, value: string): T | undefined =>
  items?.find((item) => same(item.code, value) || String(item.id) === value.trim()) ?? byName(items, value);
const nameIn = (item: Named, language: Language) => (language === 'en' && item.name_en ? item.name_en : item.name_th);

/** Which master lists reading these parameters needs. */
export function mastersForParams(params: URLSearchParams): MasterList[] {
  const needs: MasterList[] = [];
  if (params.get('category')) needs.push('estateTypes');
  if (params.get('p') || params.get('d') || params.get('location_id')) needs.push('areas');
  if (params.get('train_type') || params.get('train_line')) needs.push('train');
  return needs;
}

/** Which master lists writing this filter needs. */
export function mastersForFilter(filter: SearchFilter): MasterList[] {
  const needs: MasterList[] = [];
  if (filter.estate_type_id !== undefined) needs.push('estateTypes');
  if (filter.province_id !== undefined || filter.district_id !== undefined) needs.push('areas');
  if (filter.train_type !== undefined || filter.train_line !== undefined) needs.push('train');
  return needs;
}

function findDistrict(master: SearchMaster, match: (district: Named) => boolean) {
  for (const province of master.provinces ?? []) {
    const district = province.districts.find(match);
    if (district) return { province, district };
  }
  return undefined;
}

/** The filter as the search route's parameters, in a fixed order; defaults are left out. */
export function filterToParams(input: SearchFilter, master: SearchMaster, language: Language): URLSearchParams {
  const filter = canonicalFilter(input);
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('q', filter.keyword);
  const area = filter.district_id !== undefined ? findDistrict(master, (d) => d.id === filter.district_id) : undefined;
  const province = area?.province ?? master.provinces?.find((p) => p.id === filter.province_id);
  if (province) set('p', nameIn(province, language));
  if (area) set('d', nameIn(area.district, language));
  set('location_id', area?.district.id ?? province?.id);
  set('announce_type', filter.sell_type ?? undefined);
  const line = master.trainLines?.find((l) => l.id === filter.train_line);
  const trainType = master.trainTypes?.find((type) => type.id === (line?.train_type_id ?? filter.train_type));
  set('train_type', trainType?.code);
  set('train_line', line?.code);
  const estateType = master.estateTypes?.find((type) => type.id === filter.estate_type_id);
  if (estateType) set('category', nameIn(estateType, language));
  if (filter.min_price !== SEARCH_DEFAULTS.min_price) set('mn', filter.min_price);
  set('mx', filter.max_price);
  if (filter.searchMode === 'code_search') set('code', filter.room_type);
  for (const entry of URL_FILTERS) set(entry.url, encodeValue(entry.kind, filter[entry.field]));
  set('station_distance', filter.station_distance);
  set('commute_station_id', filter.commute_station_id);
  set('commute_place', filter.commute_place);
  set('commute_minutes', filter.commute_minutes);
  for (const edge of MAP_AREA_FIELDS) set(edge, filter[edge]);
  if (filter.order_by !== SEARCH_DEFAULTS.order_by) set('order_by', filter.order_by);
  return params;
}

/** Spec section 5: mn and mx count only when they are numbers. */
function price(value: string | null): number | undefined {
  if (value === null || !/^\d{1,11}$/.test(value.trim())) return undefined;
  const amount = Number(value.trim());
  return amount <= LISTING_PRICE_MAX ? amount : undefined;
}

function ids(params: URLSearchParams, name: string): number[] {
  return params
    .getAll(name)
    .concat(params.getAll(`${name}[]`))
    .flatMap((value) => value.split(','))
    .filter((value) => /^\d{1,10}$/.test(value.trim()))
    .map(Number);
}

/** A table filter's value read from its URL parameter; malformed: undefined (the canonical filter leaves it out). */
function decodeValue(params: URLSearchParams, kind: SearchFilterKind, name: string): number | number[] | undefined {
  const value = params.get(name)?.trim() ?? '';
  switch (kind) {
    case 'equals':
    case 'contains':
      return /^\d{1,10}$/.test(value) ? Number(value) : undefined;
    case 'roomCount':
      return /^[0-4]$/.test(value) ? Number(value) : undefined;
    case 'flag':
      return value === '1' ? 1 : 0;
    case 'allOf':
    case 'anyOf':
      return ids(params, name);
  }
}

/** A whole number (an id, minutes); the canonical filter checks its range. */
function whole(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}

/** A map edge as a decimal number of degrees; the canonical filter checks its range. */
function degrees(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  return /^-?\d{1,3}(\.\d{1,12})?$/.test(text) ? Number(text) : undefined;
}

const SELL_TYPE_WORDS: Record<string, SearchFilter['sell_type']> = { [SELL_TYPE.rent]: SELL_TYPE.rent, [SELL_TYPE.sell]: SELL_TYPE.sell, rent: SELL_TYPE.rent, sell: SELL_TYPE.sell };

function readArea(params: URLSearchParams, master: SearchMaster): Pick<SearchFilter, 'province_id' | 'district_id'> {
  const locationId = params.get('location_id')?.trim() ?? '';
  if (/^\d+$/.test(locationId)) {
    const id = Number(locationId);
    const province = master.provinces?.find((p) => p.id === id);
    if (province) return { province_id: province.id };
    const found = findDistrict(master, (d) => d.id === id);
    if (found) return { province_id: found.province.id, district_id: found.district.id };
  }
  const province = byName(master.provinces, params.get('p') ?? '');
  const districtName = params.get('d') ?? '';
  const found = districtName
    ? province
      ? { province, district: byName(province.districts, districtName) }
      : findDistrict(master, (d) => same(d.name_th, districtName) || same(d.name_en, districtName))
    : undefined;
  if (found?.district) return { province_id: found.province.id, district_id: found.district.id };
  return province ? { province_id: province.id } : {};
}

function readTrain(params: URLSearchParams, master: SearchMaster): Pick<SearchFilter, 'train_type' | 'train_line'> {
  const line = byCode(master.trainLines, params.get('train_line') ?? '');
  if (line) return { train_type: line.train_type_id, train_line: line.id };
  const type = byCode(master.trainTypes, params.get('train_type') ?? '');
  return type ? { train_type: type.id } : {};
}

/** The filter a search route's parameters describe; unknown names and malformed values are left out. */
export function paramsToFilter(params: URLSearchParams, master: SearchMaster): SearchFilter {
  const category = params.get('category')?.trim() ?? '';
  const estateType = category ? master.estateTypes?.find((type) => same(type.name_th, category) || same(type.name_en, category) || (type.slug !== undefined && same(type.slug, category))) : undefined;
  const code = canonicalRoomCode(params.get('code') ?? '');
  const orderBy = params.get('order_by');
  return canonicalFilter({
    keyword: params.get('q') ?? undefined,
    sell_type: SELL_TYPE_WORDS[params.get('announce_type')?.trim().toLowerCase() ?? ''],
    estate_type_id: estateType?.id,
    ...readArea(params, master),
    ...readTrain(params, master),
    ...Object.fromEntries(URL_FILTERS.map((entry) => [entry.field, decodeValue(params, entry.kind, entry.url)])),
    station_distance: Number(params.get('station_distance')),
    commute_station_id: whole(params.get('commute_station_id')),
    commute_place: params.get('commute_place') ?? undefined,
    commute_minutes: whole(params.get('commute_minutes')),
    ...Object.fromEntries(MAP_AREA_FIELDS.map((edge) => [edge, degrees(params.get(edge))])),
    searchMode: code ? 'code_search' : 'general',
    room_type: code ?? undefined,
    min_price: price(params.get('mn')),
    max_price: price(params.get('mx')),
    order_by: isSortOption(orderBy) ? orderBy : undefined,
  });
}

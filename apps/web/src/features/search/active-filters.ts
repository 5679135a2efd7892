import { SEARCH_FILTERS, formatNumber, type SearchFilterField } from '@baandee/domain';
import { WITHOUT_MAP_AREA, mapAreaOf, roomCodeChange, withDependents, type RoomCountField, type SearchFilter } from './search-filter';
import { countLabel } from './components/count-picker';
import { commutePlaceView } from '../../lib/commute-place';
import type { SearchMaster } from './search-url';

/** One filter in force: its label and the change that lifts it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: Partial<SearchFilter>;
}

interface Named {
  id: number;
  name_th: string;
  name_en: string;
}

/**
 * The names a chip is labelled with: the area and rail lists (their chips join a province
 * and its district, a train type and its line), and for the table's other filters of ids
 * the items those ids name (furniture, stations...). A list not loaded yet leaves its chips out.
 */
export interface ChipNames extends SearchMaster {
  named?: Partial<Record<SearchFilterField, readonly Named[]>>;
  /** The stations a commute is to. */
  stations?: readonly Named[];
}

/** The labels of the search catalogue the chips use, already translated. */
export interface ChipTexts {
  keyword(keyword: string): string;
  sellType(sellType: string): string;
  count(field: RoomCountField, count: string): string;
  roomCode(code: string): string;
  minPrice(price: string): string;
  maxPrice(price: string): string;
  allLines(type: string): string;
  /** A table filter's label (its key in the search catalogue), for a flag. */
  label(key: string): string;
  /** Within a walking distance (metres) of the stations picked. */
  stationDistance(metres: number): string;
  mapArea(): string;
  /** Within minutes of a station or a place by rail. */
  commute(minutes: number, station: string): string;
  /** A commute's point's name ("the chosen point"). */
  commutePoint(): string;
}

/**
 * The filters a search holds beyond its defaults, in the order of the search bar and the
 * filter table, each with the change that removes it alone (and what belongs to it). The
 * sort is not a filter and has no chip.
 */
export function activeFilters(filter: SearchFilter, names: ChipNames, texts: ChipTexts, language: 'th' | 'en'): ActiveFilter[] {
  const name = (item: Named) => (language === 'en' && item.name_en ? item.name_en : item.name_th);
  const chips: ActiveFilter[] = [];
  const add = (key: string, label: string | undefined, without: Partial<SearchFilter>) => {
    if (label) chips.push({ key, label, without: withDependents(filter, without) });
  };
  if (filter.keyword) add('keyword', texts.keyword(filter.keyword), { keyword: undefined });
  if (filter.sell_type) add('sell_type', texts.sellType(filter.sell_type), { sell_type: undefined });
  const named = (field: SearchFilterField, id: number) => {
    const item = names.named?.[field]?.find((entry) => entry.id === id);
    return item ? name(item) : undefined;
  };
  for (const entry of SEARCH_FILTERS) {
    const value = filter[entry.field];
    if (entry.field === 'province_id') {
      const province = names.provinces?.find((item) => item.id === filter.province_id);
      const district = province?.districts.find((item) => item.id === filter.district_id);
      if (province) add('area', district ? `${name(district)}, ${name(province)}` : name(province), { province_id: undefined, district_id: undefined });
    } else if (entry.field === 'train_type') {
      const line = names.trainLines?.find((item) => item.id === filter.train_line);
      const trainType = names.trainTypes?.find((item) => item.id === (line?.train_type_id ?? filter.train_type));
      if (trainType) add('train', line ? `${trainType.code} ${name(line)}` : texts.allLines(trainType.code), { train_type: undefined, train_line: undefined });
    } else if (entry.field === 'district_id' || entry.field === 'train_line') {
      // in the chip of their province, their train type
    } else if (entry.kind === 'roomCount') {
      if (typeof value === 'number') add(entry.field, texts.count(entry.field, countLabel(value)), { [entry.field]: undefined });
    } else if (entry.kind === 'flag') {
      if (value === 1) add(entry.field, texts.label(entry.label), { [entry.field]: 0 });
    } else if (Array.isArray(value)) {
      for (const id of value) add(`${entry.field}:${id}`, named(entry.field, id), { [entry.field]: value.filter((other) => other !== id) });
      if (entry.kind === 'anyOf' && value.length > 0 && filter[entry.narrowedBy.field] !== undefined) {
        add(entry.narrowedBy.field, texts.stationDistance(filter[entry.narrowedBy.field]!), { [entry.narrowedBy.field]: undefined });
      }
    } else if (typeof value === 'number') {
      add(entry.field, named(entry.field, value), { [entry.field]: undefined });
    }
  }
  if (mapAreaOf(filter)) add('map_area', texts.mapArea(), WITHOUT_MAP_AREA);
  const commuteTo = names.stations?.find((station) => station.id === filter.commute_station_id);
  if (commuteTo && filter.commute_minutes !== undefined) add('commute', texts.commute(filter.commute_minutes, name(commuteTo)), { commute_station_id: undefined, commute_minutes: undefined });
  // a commute from a place (decision 066): a district by its name, a point as "the chosen point"
  const place = commutePlaceView(filter.commute_place, names.provinces ? { provinces: names.provinces } : undefined);
  if (place && filter.commute_minutes !== undefined) {
    add('commute', texts.commute(filter.commute_minutes, place.names ? name(place.names) : texts.commutePoint()), { commute_place: undefined, commute_minutes: undefined });
  }
  if (filter.searchMode === 'code_search' && filter.room_type) add('room_type', texts.roomCode(filter.room_type), roomCodeChange(undefined));
  if ((filter.min_price ?? 0) > 0) add('min_price', texts.minPrice(formatNumber(filter.min_price ?? 0)), { min_price: 0 });
  if (filter.max_price !== undefined) add('max_price', texts.maxPrice(formatNumber(filter.max_price)), { max_price: undefined });
  return chips;
}

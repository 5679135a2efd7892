import type { EstateMaster, TrainData } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { FILTER_FLAGS, ROOM_COUNT_FIELDS, WITHOUT_MAP_AREA, mapAreaOf, roomCodeChange, type SearchFilter } from './search-filter';
import { countLabel } from './components/count-picker';
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

/** The names a chip is labelled with; a list not loaded yet leaves its chips out. */
export interface ChipNames extends SearchMaster {
  furniture?: EstateMaster['furniture'];
  facilities?: EstateMaster['facilities'];
  trainStations?: TrainData['train_stations'];
}

/** The labels of the search catalogue the chips use, already translated. */
export interface ChipTexts {
  keyword(keyword: string): string;
  sellType(sellType: string): string;
  count(field: (typeof ROOM_COUNT_FIELDS)[number], count: string): string;
  roomCode(code: string): string;
  minPrice(price: string): string;
  maxPrice(price: string): string;
  allLines(type: string): string;
  flag(flag: (typeof FILTER_FLAGS)[number]): string;
  /** Within a walking distance (metres) of the stations picked. */
  stationDistance(metres: number): string;
  mapArea(): string;
}

const CAST_NAMES = { furniture_cast: 'furniture', facility_cast: 'facilities' } as const;

/**
 * The filters a search holds beyond its defaults, in the order of the search bar, each
 * with the change that removes it alone. The sort is not a filter and has no chip.
 */
export function activeFilters(filter: SearchFilter, names: ChipNames, texts: ChipTexts, language: 'th' | 'en'): ActiveFilter[] {
  const name = (item: Named) => (language === 'en' && item.name_en ? item.name_en : item.name_th);
  const chips: ActiveFilter[] = [];
  const add = (key: string, label: string | undefined, without: Partial<SearchFilter>) => {
    if (label) chips.push({ key, label, without });
  };
  if (filter.keyword) add('keyword', texts.keyword(filter.keyword), { keyword: undefined });
  if (filter.sell_type) add('sell_type', texts.sellType(filter.sell_type), { sell_type: undefined });
  const estateType = names.estateTypes?.find((type) => type.id === filter.estate_type_id);
  if (estateType) add('estate_type_id', name(estateType), { estate_type_id: undefined });
  const province = names.provinces?.find((item) => item.id === filter.province_id);
  const district = province?.districts.find((item) => item.id === filter.district_id);
  if (province) add('area', district ? `${name(district)}, ${name(province)}` : name(province), { province_id: undefined, district_id: undefined });
  const line = names.trainLines?.find((item) => item.id === filter.train_line);
  const trainType = names.trainTypes?.find((item) => item.id === (line?.train_type_id ?? filter.train_type));
  if (trainType) add('train', line ? `${trainType.code} ${name(line)}` : texts.allLines(trainType.code), { train_type: undefined, train_line: undefined });
  for (const id of filter.train_station_cast) {
    const station = names.trainStations?.find((item) => item.id === id);
    if (station) add(`station:${id}`, name(station), { train_station_cast: filter.train_station_cast.filter((other) => other !== id) });
  }
  if (filter.train_station_cast.length > 0 && filter.station_distance !== undefined) add('station_distance', texts.stationDistance(filter.station_distance), { station_distance: undefined });
  if (mapAreaOf(filter)) add('map_area', texts.mapArea(), WITHOUT_MAP_AREA);
  for (const field of ROOM_COUNT_FIELDS) {
    const count = filter[field];
    if (count !== undefined) add(field, texts.count(field, countLabel(count)), { [field]: undefined });
  }
  if (filter.searchMode === 'code_search' && filter.room_type) add('room_type', texts.roomCode(filter.room_type), roomCodeChange(undefined));
  if ((filter.min_price ?? 0) > 0) add('min_price', texts.minPrice(formatNumber(filter.min_price ?? 0)), { min_price: 0 });
  if (filter.max_price !== undefined) add('max_price', texts.maxPrice(formatNumber(filter.max_price)), { max_price: undefined });
  for (const flag of FILTER_FLAGS) if (filter[flag] === 1) add(flag, texts.flag(flag), { [flag]: 0 });
  for (const field of ['furniture_cast', 'facility_cast'] as const) {
    for (const id of filter[field]) {
      const item = names[CAST_NAMES[field]]?.find((entry) => entry.id === id);
      if (item) add(`${field}:${id}`, name(item), { [field]: filter[field].filter((other) => other !== id) });
    }
  }
  return chips;
}

import { describe, expect, it } from 'vitest';
import { activeFilters, type ChipTexts } from './active-filters';
import { defaultFilter, type SearchFilter } from './search-filter';

const texts: ChipTexts = {
  keyword: (keyword) => `keyword ${keyword}`,
  sellType: (sellType) => sellType,
  count: (field, count) => `${field} ${count}`,
  roomCode: (code) => code,
  minPrice: (price) => `from ${price}`,
  maxPrice: (price) => `to ${price}`,
  allLines: (type) => type,
  label: (key) => key,
  stationDistance: (metres) => `within ${metres} m`,
  mapArea: () => 'Map area',
  commute: (minutes, station) => `${minutes} min to ${station}`,
  commutePoint: () => 'the chosen point',
};
const names = { named: { train_station_cast: [{ id: 3, train_line_id: 1, code: 'E4', name_th: 'อโศก', name_en: 'Asok', lat: 13.7, lng: 100.5, is_open: true }] } };
const chipsOf = (filter: Partial<SearchFilter>) => activeFilters({ ...defaultFilter(), ...filter }, names, texts, 'en');

describe('active filter chips', () => {
  it('shows a map area as one chip that lifts all four edges', () => {
    const chips = chipsOf({ south: 13.7, west: 100.5, north: 13.8, east: 100.6, keyword: 'condo' });
    const area = chips.find((chip) => chip.key === 'map_area');
    expect(area?.label).toBe('Map area');
    expect(area?.without).toEqual({ south: undefined, west: undefined, north: undefined, east: undefined });
    expect(chipsOf({ south: 13.7, north: 13.8 }).some((chip) => chip.key === 'map_area')).toBe(false);
  });

  it('shows a walking distance after the stations it narrows, and none without stations', () => {
    const chips = chipsOf({ train_station_cast: [3], station_distance: 500 });
    expect(chips.map((chip) => [chip.key, chip.label])).toEqual([
      ['train_station_cast:3', 'Asok'],
      ['station_distance', 'within 500 m'],
    ]);
    expect(chips[1]!.without).toEqual({ station_distance: undefined });
    expect(chipsOf({ station_distance: 500 })).toEqual([]);
  });

  it('shows a commute from a place by its district name or as the chosen point, one chip that lifts it with its minutes', () => {
    const provinces = [
      {
        id: 10,
        name_th: 'กรุงเทพมหานคร',
        name_en: 'Bangkok',
        districts: [
          { id: 1007, province_id: 10, name_th: 'ปทุมวัน', name_en: 'Pathum Wan', point: { lat: 13.744, lng: 100.543 } },
          { id: 1001, province_id: 10, name_th: 'พระนคร', name_en: 'Phra Nakhon', point: null },
        ],
      },
    ];
    const chips = (filter: Partial<SearchFilter>) => activeFilters({ ...defaultFilter(), ...filter }, { ...names, provinces }, texts, 'en');
    const district = chips({ commute_place: 'district:1007', commute_minutes: 30 });
    expect(district.map((chip) => [chip.key, chip.label])).toEqual([['commute', '30 min to Pathum Wan']]);
    expect(district[0]!.without).toEqual({ commute_place: undefined, commute_minutes: undefined });
    expect(chips({ commute_place: 'point:13.7466,100.5393', commute_minutes: 45 }).map((chip) => chip.label)).toEqual(['45 min to the chosen point']);
    // a district without a point is no place a commute starts from
    expect(chips({ commute_place: 'district:1001', commute_minutes: 30 })).toEqual([]);
  });
});

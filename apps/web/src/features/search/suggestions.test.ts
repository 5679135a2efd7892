import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultFilter } from './search-filter';
import {
  RECENT_SEARCHES_MAX,
  applySuggestion,
  clearRecentSearches,
  matchingRecent,
  rememberKeyword,
  rememberSearch,
  useRecentSearches,
  type RecentSearch,
} from './suggestions';

const station = (id: number, name: string): RecentSearch => ({ kind: 'station', name, detail: 'สายสุขุมวิท', system: 'BTS', filter: { train_station_cast: [id] } });

beforeEach(() => clearRecentSearches());

describe('applySuggestion', () => {
  const draft = { ...defaultFilter(), keyword: 'ทองห', sell_type: 'เช่า' as const, province_id: 10, district_id: 1001, train_type: 1, train_line: 2, train_station_cast: [5], station_distance: 500 as const };

  it('a station replaces the stations and the line, drops the typed words and keeps the rest', () => {
    const next = applySuggestion(draft, { train_station_cast: [20] });
    expect(next).toMatchObject({ keyword: undefined, sell_type: 'เช่า', province_id: 10, district_id: 1001, train_station_cast: [20], train_type: undefined, train_line: undefined });
  });

  it('a district or sub-district replaces the area; a province alone lifts the district and sub-district', () => {
    expect(applySuggestion(draft, { province_id: 10, district_id: 1039 })).toMatchObject({ province_id: 10, district_id: 1039, train_station_cast: [5], keyword: undefined });
    const sub = applySuggestion(draft, { province_id: 10, district_id: 1039, sub_district_id: 103901 });
    expect(sub).toMatchObject({ province_id: 10, district_id: 1039, sub_district_id: 103901, keyword: undefined });
    expect(applySuggestion(sub, { province_id: 12 })).toMatchObject({ province_id: 12, district_id: undefined, sub_district_id: undefined });
    expect(applySuggestion(sub, { province_id: 10, district_id: 1001 })).toMatchObject({ district_id: 1001, sub_district_id: undefined });
  });

  it('a line replaces the line and the stations with their distance', () => {
    expect(applySuggestion(draft, { train_type: 2, train_line: 4 })).toMatchObject({ train_type: 2, train_line: 4, train_station_cast: [], station_distance: undefined });
  });

  it('a type sets the type; a project or recent words set the keyword', () => {
    expect(applySuggestion(draft, { estate_type_id: 8 })).toMatchObject({ estate_type_id: 8, keyword: undefined });
    expect(applySuggestion(draft, { keyword: 'Ideo Mobi Asoke' })).toMatchObject({ keyword: 'Ideo Mobi Asoke', province_id: 10 });
  });
});

describe('recent searches', () => {
  it('keeps the newest few first, once each, in storage, and clears them', () => {
    for (let id = 1; id <= RECENT_SEARCHES_MAX + 2; id++) rememberSearch(station(id, `สถานี ${id}`));
    rememberKeyword('  คอนโด ใกล้ BTS ');
    rememberSearch(station(7, 'สถานี 7'));
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current.map((item) => item.name)).toEqual(['สถานี 7', 'คอนโด ใกล้ BTS', 'สถานี 6', 'สถานี 5', 'สถานี 4']);
    expect(JSON.parse(window.localStorage.getItem('baandee.recent-searches')!)).toHaveLength(RECENT_SEARCHES_MAX);
    expect(result.current[1]).toEqual({ kind: 'keyword', name: 'คอนโด ใกล้ BTS', detail: null, system: null, filter: { keyword: 'คอนโด ใกล้ BTS' } });
    clearRecentSearches();
    expect(window.localStorage.getItem('baandee.recent-searches')).toBeNull();
  });

  it('while typing, only those whose name holds the words', () => {
    const list = [station(1, 'Thong Lo'), station(2, 'Ekkamai'), station(3, 'ทองหล่อ')];
    expect(matchingRecent(list, 'th', 3).map((item) => item.name)).toEqual(['Thong Lo']);
    expect(matchingRecent(list, 'ทอง', 3).map((item) => item.name)).toEqual(['ทองหล่อ']);
    expect(matchingRecent(list, 'e', 2).map((item) => item.name)).toEqual(['Thong Lo', 'Ekkamai']);
  });
});

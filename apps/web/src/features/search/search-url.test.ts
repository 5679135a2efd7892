import { describe, expect, it } from 'vitest';
import { FOOTER_RENT_BANDS, FOOTER_SALE_BANDS, MENU_PRICE_BANDS, SELL_TYPE } from '@baandee/domain';
import { listingsHref } from '../../lib/search-href';
import { canonicalFilter } from './canonical-filter';
import { defaultFilter, extraFilterCount, type SearchFilter } from './search-filter';
import { filterToParams, mastersForFilter, mastersForParams, paramsToFilter, type SearchMaster } from './search-url';

const master: SearchMaster = {
  estateTypes: [
    { id: 1, slug: 'condo', name_th: 'คอนโด', name_en: 'Condo' },
    { id: 3, slug: 'house', name_th: 'บ้านเดี่ยว', name_en: 'House' },
  ],
  provinces: [
    {
      id: 10,
      name_th: 'กรุงเทพมหานคร',
      name_en: 'Bangkok',
      districts: [
        { id: 1009, province_id: 10, name_th: 'พระโขนง', name_en: 'Phra Khanong' },
        { id: 1039, province_id: 10, name_th: 'วัฒนา', name_en: 'Watthana' },
      ],
    },
    { id: 12, name_th: 'นนทบุรี', name_en: 'Nonthaburi', districts: [{ id: 1201, province_id: 12, name_th: 'เมืองนนทบุรี', name_en: 'Mueang Nonthaburi' }] },
  ],
  trainTypes: [
    { id: 1, code: 'BTS', name_th: 'รถไฟฟ้าบีทีเอส', name_en: 'BTS Skytrain' },
    { id: 2, code: 'MRT', name_th: 'รถไฟฟ้ามหานคร (MRT)', name_en: 'MRT' },
  ],
  trainLines: [
    { id: 1, train_type_id: 1, code: 'BTS-SUK', name_th: 'สายสุขุมวิท', name_en: 'Sukhumvit Line' },
    { id: 4, train_type_id: 2, code: 'MRT-BL', name_th: 'สายสีน้ำเงิน', name_en: 'Blue Line' },
  ],
};

const read = (query: string) => paramsToFilter(new URLSearchParams(query), master);
/** The named fields of a filter, compared as given (an absent field equals undefined). */
const fields = (filter: SearchFilter, expected: Partial<SearchFilter>) => expect(Object.fromEntries(Object.keys(expected).map((key) => [key, filter[key as keyof SearchFilter]]))).toEqual(expected);
const write = (filter: Partial<SearchFilter>, language: 'th' | 'en' = 'th') => filterToParams({ ...defaultFilter(), ...filter }, master, language);

/** A filter with every field set, the way the search bar builds one. */
const everything: SearchFilter = {
  ...defaultFilter(),
  keyword: 'คอนโด อโศก',
  sell_type: SELL_TYPE.rent,
  estate_type_id: 1,
  province_id: 10,
  district_id: 1039,
  train_type: 1,
  train_line: 1,
  total_bedroom: 2,
  total_restroom: 0,
  car_park_size: 4,
  furniture_cast: [5, 2],
  facility_cast: [1],
  is_pet_allow: 1,
  is_cooking_allow: 1,
  searchMode: 'code_search',
  room_type: '2b1r1clk',
  min_price: 15000,
  max_price: 40000,
  order_by: 'price-asc',
};

describe('search URL codec', () => {
  it('writes the spec parameters with names and reads them back to the same filter', () => {
    const params = write(everything);
    expect(Object.fromEntries(params)).toEqual({
      q: 'คอนโด อโศก',
      p: 'กรุงเทพมหานคร',
      d: 'วัฒนา',
      location_id: '1039',
      announce_type: 'เช่า',
      train_type: 'BTS',
      train_line: 'BTS-SUK',
      category: 'คอนโด',
      mn: '15000',
      mx: '40000',
      code: '2B1R1CLK',
      total_bedroom: '2',
      total_restroom: '0',
      car_park_size: '4',
      furniture_cast: '2,5',
      facility_cast: '1',
      is_pet_allow: '1',
      is_cooking_allow: '1',
      order_by: 'price-asc',
    });
    expect(paramsToFilter(params, master)).toEqual(canonicalFilter(everything));
    // the English page names in English; the filter is the same
    const english = write(everything, 'en');
    expect([english.get('p'), english.get('d'), english.get('category')]).toEqual(['Bangkok', 'Watthana', 'Condo']);
    expect(paramsToFilter(english, master)).toEqual(canonicalFilter(everything));
  });

  it('round-trips the defaults, the cleared filter and partial filters', () => {
    const filters: Partial<SearchFilter>[] = [
      {},
      { keyword: 'Asoke' },
      { sell_type: SELL_TYPE.sell, max_price: undefined },
      { province_id: 12 },
      { train_type: 2 },
      { min_price: 0, max_price: 0 },
      { total_bedroom: 0 },
      { is_smoking_allow: 1, order_by: 'date-asc' },
    ];
    for (const filter of filters) {
      const full = { ...defaultFilter(), ...filter };
      expect(paramsToFilter(write(filter), master)).toEqual(canonicalFilter(full));
    }
    // the defaults (a search from Home, a cleared bar) write no parameter: no price bound either
    expect(write({}).toString()).toBe('');
    expect(defaultFilter().max_price).toBeUndefined();
    expect(extraFilterCount(defaultFilter())).toBe(0);
    // a bound the visitor sets is written and counted, 10,000,000 too
    expect(write({ max_price: 10_000_000 }).toString()).toBe('mx=10000000');
    expect(extraFilterCount({ ...defaultFilter(), max_price: 10_000_000 })).toBe(1);
  });

  it('reads the category in Thai or English, any case, and the sell type word', () => {
    expect(read('category=Condo').estate_type_id).toBe(1);
    expect(read('category=%E0%B8%9A%E0%B9%89%E0%B8%B2%E0%B8%99%E0%B9%80%E0%B8%94%E0%B8%B5%E0%B9%88%E0%B8%A2%E0%B8%A7').estate_type_id).toBe(3);
    expect(read('category=condo').estate_type_id).toBe(1);
    expect(read('category=castle').estate_type_id).toBeUndefined();
    expect(read(`announce_type=${encodeURIComponent('ขาย')}`).sell_type).toBe('ขาย');
    expect(read('announce_type=rent').sell_type).toBe('เช่า');
    expect(read('announce_type=lease').sell_type).toBeUndefined();
  });

  it('takes mn and mx only when numeric (spec section 5)', () => {
    fields(read('mn=5001&mx=20000'), { min_price: 5001, max_price: 20000 });
    const loose = read('mn=abc&mx=1e6');
    expect(loose.min_price).toBe(0);
    expect(loose.max_price).toBeUndefined();
    expect(read('mn=-5&mx=10,000').max_price).toBeUndefined();
    // swapped bounds are read the way they were meant
    fields(read('mn=50000&mx=20000'), { min_price: 20000, max_price: 50000 });
  });

  it('finds the area by location_id first, then by province and district names', () => {
    fields(read('location_id=1201'), { province_id: 12, district_id: 1201 });
    fields(read('location_id=10&p=Nonthaburi'), { province_id: 10 });
    expect(read('location_id=10').district_id).toBeUndefined();
    fields(read('p=bangkok&d=Phra%20Khanong'), { province_id: 10, district_id: 1009 });
    fields(read(`d=${encodeURIComponent('วัฒนา')}`), { province_id: 10, district_id: 1039 });
    // a district of another province is not guessed
    fields(read(`p=Nonthaburi&d=Watthana`), { province_id: 12, district_id: undefined });
    fields(read('location_id=999&p=Atlantis'), { province_id: undefined, district_id: undefined });
  });

  it('writes and reads the stations picked, by id', () => {
    const filter = { ...defaultFilter(), train_station_cast: [12, 3] };
    expect(write(filter).get('train_station_cast')).toBe('3,12');
    fields(read('train_station_cast=12,3&train_station_cast=x'), { train_station_cast: [3, 12] });
    expect(paramsToFilter(write(filter), master)).toEqual(canonicalFilter(filter));
    expect(extraFilterCount(filter)).toBe(1);
  });

  it('writes and reads a walking distance only with stations picked, and only one of the choices', () => {
    const filter = { ...defaultFilter(), train_station_cast: [3], station_distance: 500 as const };
    expect(Object.fromEntries(write(filter))).toEqual({ train_station_cast: '3', station_distance: '500' });
    expect(paramsToFilter(write(filter), master)).toEqual(canonicalFilter(filter));
    // the stations and their distance each count in the filter button
    expect(extraFilterCount(filter)).toBe(2);
    fields(read('train_station_cast=3&station_distance=2000'), { station_distance: 2000 });
    fields(read('train_station_cast=3&station_distance=750'), { station_distance: undefined });
    // no stations: no distance to keep (removing the last station's chip drops it)
    fields(read('station_distance=500'), { station_distance: undefined });
    expect(write({ station_distance: 1000 }).toString()).toBe('');
  });

  it('writes and reads a commute by its station and minutes, both or neither, minutes in range', () => {
    const filter = { ...defaultFilter(), commute_station_id: 24, commute_minutes: 30 };
    expect(Object.fromEntries(write(filter))).toEqual({ commute_station_id: '24', commute_minutes: '30' });
    expect(paramsToFilter(write(filter), master)).toEqual(canonicalFilter(filter));
    expect(extraFilterCount(filter)).toBe(1);
    fields(read('commute_station_id=24&commute_minutes=45'), { commute_station_id: 24, commute_minutes: 45 });
    for (const half of ['commute_station_id=24', 'commute_minutes=30', 'commute_station_id=24&commute_minutes=2', 'commute_station_id=24&commute_minutes=500', 'commute_station_id=x&commute_minutes=30']) {
      fields(read(half), { commute_station_id: undefined, commute_minutes: undefined });
    }
  });

  it('writes and reads a commute from a place (a district or a point) with its minutes; a station wins over a place; a malformed place is dropped', () => {
    const filter = { ...defaultFilter(), commute_place: 'district:1007', commute_minutes: 30 };
    expect(Object.fromEntries(write(filter))).toEqual({ commute_place: 'district:1007', commute_minutes: '30' });
    expect(paramsToFilter(write(filter), master)).toEqual(canonicalFilter(filter));
    expect(extraFilterCount(filter)).toBe(1);
    fields(read('commute_place=point%3A13.7466%2C100.5393&commute_minutes=45'), { commute_place: 'point:13.7466,100.5393', commute_minutes: 45 });
    fields(read('commute_station_id=24&commute_place=district%3A1007&commute_minutes=45'), { commute_station_id: 24, commute_place: undefined, commute_minutes: 45 });
    for (const bad of ['commute_place=district%3A1007', 'commute_place=project%3A3&commute_minutes=30', 'commute_place=point%3A95%2C100&commute_minutes=30', 'commute_place=here&commute_minutes=30']) {
      fields(read(bad), { commute_place: undefined, commute_minutes: undefined });
    }
  });

  it('writes and reads a map area whole, and drops a partial, reversed or out-of-range one', () => {
    const area = { south: 13.70512, west: 100.52, north: 13.75, east: 100.60001 };
    const filter = { ...defaultFilter(), ...area };
    expect(write(filter).toString()).toBe('south=13.70512&west=100.52&north=13.75&east=100.60001');
    expect(paramsToFilter(write(filter), master)).toEqual(canonicalFilter(filter));
    fields(canonicalFilter(filter), area);
    expect(extraFilterCount(filter)).toBe(1);
    const none = { south: undefined, west: undefined, north: undefined, east: undefined };
    fields(read('south=13.7&west=100.5&north=13.8'), none);
    fields(read('south=13.9&west=100.5&north=13.8&east=100.6'), none);
    fields(read('south=13.7&west=100.7&north=13.8&east=100.6'), none);
    fields(read('south=-91&west=100.5&north=13.8&east=100.6'), none);
    fields(read('south=1e1&west=100.5&north=13.8&east=100.6'), none);
    fields(read('south=-13.7&west=-100.5&north=13.8&east=100.6'), { south: -13.7, west: -100.5, north: 13.8, east: 100.6 });
  });

  it('reads rail lines by code or id, the line naming its type', () => {
    fields(read('train_line=mrt-bl'), { train_type: 2, train_line: 4 });
    fields(read('train_type=BTS'), { train_type: 1, train_line: undefined });
    fields(read('train_type=2&train_line=1'), { train_type: 1, train_line: 1 });
  });

  it('reads a room code only when it is one (a digit of 4 or more as 4+), and counts only 0-4', () => {
    fields(read('code=3b4%2Br1clk'), { searchMode: 'code_search', room_type: '3B4+R1CLK' });
    fields(read('code=5B'), { searchMode: 'code_search', room_type: '4+B' });
    fields(read('code=3X'), { searchMode: 'general', room_type: undefined });
    fields(read('total_bedroom=4&total_restroom=5&car_park_size=x'), { total_bedroom: 4, total_restroom: undefined, car_park_size: undefined });
    expect(read('furniture_cast=3,1&furniture_cast=3&facility_cast[]=9&facility_cast=x').furniture_cast).toEqual([1, 3]);
    expect(read('facility_cast[]=9').facility_cast).toEqual([9]);
    fields(read('is_pet_allow=true&order_by=cheapest'), { is_pet_allow: 0, order_by: 'date-desc' });
  });

  it('names the master lists reading or writing needs', () => {
    expect(mastersForParams(new URLSearchParams('q=x&mn=1'))).toEqual([]);
    expect(mastersForParams(new URLSearchParams('category=Condo&d=x&train_line=ARL'))).toEqual(['estateTypes', 'areas', 'train']);
    expect(mastersForFilter({ ...defaultFilter(), district_id: 1009 })).toEqual(['areas']);
  });

  it('restores every footer and mega-menu link (announce_type, category, mn, mx)', () => {
    for (const band of [...MENU_PRICE_BANDS, ...FOOTER_RENT_BANDS, ...FOOTER_SALE_BANDS]) {
      const href = listingsHref('rent', { category: 'Condo', band });
      const filter = read(href.split('?')[1]!);
      fields(filter, { sell_type: 'เช่า', estate_type_id: 1, min_price: band.min, max_price: band.max ?? undefined });
    }
    expect(read(listingsHref('sell').split('?')[1]!)).toEqual(canonicalFilter({ sell_type: 'ขาย' }));
  });
});

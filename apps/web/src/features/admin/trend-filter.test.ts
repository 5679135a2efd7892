import { describe, expect, it } from 'vitest';
import { searchFilter, type AdminTrend } from '@baandee/contracts';
import { slugify, trendBody, trendBodyErrors, trendFormValues } from './trend-filter';

const trend: AdminTrend = {
  trend_id: 21,
  trend_name: 'ใกล้รถไฟฟ้าสายสีม่วง',
  trend_name_th: 'ใกล้รถไฟฟ้าสายสีม่วง',
  trend_name_en: 'Near the Purple Line',
  slug_id: 'near-purple-line-21',
  slug: 'near-purple-line',
  // fields the form does not show: furniture, a restroom count
  filter: searchFilter.parse({ train_line: 5, furniture_cast: [1, 3], total_restroom: 2, order_by: 'price-asc' }),
  sort_order: 7,
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('the trend form', () => {
  it('edits the shown fields and keeps every other field of the saved filter', () => {
    const values = { ...trendFormValues(trend), district_id: '1039', max_price: 25_000, sell_type: 'เช่า' as const };
    const body = trendBody(values, trend);
    expect(body).toMatchObject({ id: 21, slug: 'near-purple-line', sort_order: 7 });
    expect(searchFilter.parse(body.filter)).toEqual(
      searchFilter.parse({ train_line: 5, furniture_cast: [1, 3], total_restroom: 2, order_by: 'price-asc', district_id: 1039, max_price: 25_000, sell_type: 'เช่า' }),
    );
    expect(trendBodyErrors(body)).toBeNull();
  });

  it('names the fields the contract refuses, on the form', () => {
    const values = { ...trendFormValues(null), trend_name_th: 'ทดสอบ', trend_name_en: 'Test', slug: 'Not A Slug', min_price: 9000, max_price: 100 };
    expect(trendBodyErrors(trendBody(values, null))).toEqual({ slug: 'slug not valid', max_price: 'max price below min price' });
  });

  it('says an empty slug is required, and a malformed one what a slug may hold', () => {
    const base = { ...trendFormValues(null), trend_name_th: 'ทดสอบ', trend_name_en: 'Test' };
    expect(trendBodyErrors(trendBody({ ...base, slug: '  ' }, null))).toEqual({ slug: 'required' });
    expect(trendBodyErrors(trendBody({ ...base, slug: 'condo--rent' }, null))).toEqual({ slug: 'slug not valid' });
  });

  it('makes a slug of an English name', () => {
    expect(slugify('  Condos near the BTS (Sukhumvit)! ')).toBe('condos-near-the-bts-sukhumvit');
    expect(slugify('ทาวน์โฮม')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { MENU_PRICE_BANDS, addDays, bangkokDate, daysBetween, daysOf, searchPriceBand, searchTermOf, SITE_TIME_ZONE, splitIntoWeeks, weekStart } from '../src/index.js';

describe('dashboard days', () => {
  it('reads an instant as its Bangkok day (UTC+7)', () => {
    expect(bangkokDate(new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(bangkokDate(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });

  it('gives the day the time zone database gives, every hour over years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let at = Date.UTC(1970, 0, 1); at < Date.UTC(2040, 0, 1); at += 3_600_000 * 97) {
      expect(bangkokDate(new Date(at)), new Date(at).toISOString()).toBe(zone.format(at));
    }
  });

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-21', '2026-03-03')).toBe(10);
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('searchPriceBand', () => {
  it("is the band of the search's maximum price, else of its minimum", () => {
    expect(MENU_PRICE_BANDS[searchPriceBand(0, 20_000)!]).toEqual({ min: 5_001, max: 20_000 });
    expect(MENU_PRICE_BANDS[searchPriceBand(3_000_000, 10_000_000)!]).toEqual({ min: 1_000_000, max: 3_000_000 });
    expect(MENU_PRICE_BANDS[searchPriceBand(null, 25_000_000)!]).toEqual({ min: 10_000_000, max: null });
    expect(searchPriceBand(undefined, 5_000)).toBe(0);
  });

  it("names no band for the advanced search's untouched 0 to 10,000,000, or no price at all", () => {
    expect(searchPriceBand(0, 10_000_000)).toBeNull();
    expect(searchPriceBand(null, null)).toBeNull();
    expect(searchPriceBand(0, null)).toBeNull();
  });
});

describe('searchTermOf', () => {
  it('trims, collapses spaces and lower-cases; nothing left is no term', () => {
    expect(searchTermOf('  Condo   ASOK ')).toBe('condo asok');
    expect(searchTermOf('คอนโด  อโศก')).toBe('คอนโด อโศก');
    expect(searchTermOf('   ')).toBeNull();
    expect(searchTermOf(undefined)).toBeNull();
  });
});

describe('splitIntoWeeks', () => {
  it('reads whole Monday-to-Sunday weeks from the week rows and the days around them from the day rows', () => {
    // 2026-03-02 is a Monday
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(splitIntoWeeks('2026-03-01', '2026-03-17')).toEqual({
      weeks: { from: '2026-03-02', to: '2026-03-16' },
      days: [
        { from: '2026-03-01', to: '2026-03-01' },
        { from: '2026-03-16', to: '2026-03-17' },
      ],
    });
    expect(splitIntoWeeks('2026-03-02', '2026-03-15')).toEqual({ weeks: { from: '2026-03-02', to: '2026-03-16' }, days: [] });
    expect(splitIntoWeeks('2026-03-03', '2026-03-08')).toEqual({ weeks: null, days: [{ from: '2026-03-03', to: '2026-03-08' }] });
  });
});

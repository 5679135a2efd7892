import { describe, expect, it } from 'vitest';
import { decimalOnly, digitsOnly, formatMarketDate, formatNumber, formatPhone, maskPhone } from '../src/index.js';

describe('display formats', () => {
  it('groups thousands', () => {
    expect(formatNumber(10_000_000)).toBe('10,000,000');
  });
  it('writes every number as Intl.NumberFormat does in the app’s locales', () => {
    const values = [0, -0, 1, -1, 7, 999, 1000, -1234.5, 35.5, 0.1 + 0.2, 1.0005, 2.0004999, 1234567.8915, 0.0004, -0.0001, 999.9996, 10_000_000, 2 ** 40 + 0.25];
    // and a spread of prices, areas and rates, seeded
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 3000; i++) values.push(Math.round(random() * 10 ** (1 + (i % 12))) / 10 ** (i % 5), (random() - 0.5) * 10 ** (i % 14));
    for (const locale of ['th-TH', 'en-US', 'en-GB', 'th', 'en']) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of values) expect(formatNumber(value, locale), `${value} in ${locale}`).toBe(intl.format(value));
    }
    expect(formatNumber(Number.NaN)).toBe(new Intl.NumberFormat('th-TH').format(Number.NaN));
    expect(formatNumber(1e-7, 'en-US')).toBe('0');
  });
  it('shows a phone as 3-3-4 or masked', () => {
    expect(formatPhone('0812345678')).toBe('081-234-5678');
    expect(maskPhone('0812345678')).toBe('081-xxx-xxx8');
    expect(maskPhone('123')).toBe('xxx-xxx-xxxx');
  });
});

describe('input filters', () => {
  it('number-only inputs strip non-digits', () => {
    expect(digitsOnly('081-234 5678')).toBe('0812345678');
  });
  it('decimal inputs keep digits and one dot', () => {
    expect(decimalOnly('12a.5.6')).toBe('12.56');
    expect(decimalOnly('฿1,200')).toBe('1200');
  });
});


describe('formatMarketDate', () => {
  it('writes the Bangkok day, whatever the clock of the machine: 20:00 UTC is already the next day', () => {
    expect(formatMarketDate('2026-11-25T20:00:00Z', 'en')).toBe('26 Nov 2026');
    expect(formatMarketDate('2026-11-25T16:59:59Z', 'en')).toBe('25 Nov 2026');
  });

  it('writes every day as Intl.DateTimeFormat does in Bangkok, in both languages and month lengths', () => {
    const days: Date[] = [new Date('1920-04-01T00:00:00Z'), new Date('2026-12-31T16:59:59.999Z'), new Date('2026-12-31T17:00:00Z'), new Date('2028-02-28T17:00:00Z')];
    // every 29 hours or so of the years the market's dates fall in, spread over the day's edges
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2060, 0, 1); time += 29 * 60 * 60 * 1000 + 13 * 60 * 1000 + 17_000) days.push(new Date(time));
    for (const [language, locale] of [['th', 'th-TH'], ['en', 'en-GB']] as const) {
      for (const month of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Bangkok' });
        for (const day of days) expect(formatMarketDate(day, language, month), `${day.toISOString()} ${language} ${month}`).toBe(intl.format(day));
      }
    }
    expect(formatMarketDate('1900-01-01T00:00:00Z', 'th')).toBe('1 ม.ค. 2443');
    expect(() => formatMarketDate('not a date', 'en')).toThrow(RangeError);
  });

  it('writes Thai with the Buddhist-era year, and the long month on request', () => {
    expect(formatMarketDate('2026-11-25T20:00:00Z', 'th')).toBe('26 พ.ย. 2569');
    expect(formatMarketDate('2026-11-25T20:00:00Z', 'th', 'long')).toBe('26 พฤศจิกายน 2569');
  });
});

import { describe, expect, it } from 'vitest';
import { formatSatang, parseBahtToSatang, satangToBahtText } from './money';

describe('formatSatang', () => {
  it.each([
    [9_900, '99.00'],
    [9_950, '99.50'],
    [5, '0.05'],
    [0, '0.00'],
    [123_456_789, '1,234,567.89'],
    [100_000_000, '1,000,000.00'],
  ])('%i satang reads %s baht', (satang, text) => {
    expect(formatSatang(satang)).toBe(text);
  });

  it('refuses a fraction of a satang instead of rounding money', () => {
    expect(() => formatSatang(99.5)).toThrow(RangeError);
  });
});

describe('parseBahtToSatang', () => {
  it.each([
    ['99', 9_900],
    ['99.', 9_900],
    ['99.5', 9_950],
    ['99.50', 9_950],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.15', 115], // and 1.15 * 100 is 114.99999999999999
    ['1,234.56', 123_456],
    [' 10 ', 1_000],
    ['0', 0],
  ])('"%s" is %i satang', (text, satang) => {
    expect(parseBahtToSatang(text)).toBe(satang);
  });

  it.each(['', '.', '.5', '99.999', '-1', '1e3', 'abc', '12,34', '1.2.3', '99 baht'])('"%s" is not an amount', (text) => {
    expect(parseBahtToSatang(text)).toBeNull();
  });

  it('reads back what it writes', () => {
    for (const satang of [1, 99, 9_900, 123_456, 100_000_000]) expect(parseBahtToSatang(satangToBahtText(satang))).toBe(satang);
  });
});

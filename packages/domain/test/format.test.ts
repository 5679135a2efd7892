import { describe, expect, it } from 'vitest';
import { decimalOnly, digitsOnly, formatMarketDate, formatNumber, formatPhone, maskPhone } from '../src/index.js';

describe('display formats', () => {
  it('groups thousands', () => {
    expect(formatNumber(10_000_000)).toBe('10,000,000');
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

  it('writes Thai with the Buddhist-era year, and the long month on request', () => {
    expect(formatMarketDate('2026-11-25T20:00:00Z', 'th')).toBe('26 พ.ย. 2569');
    expect(formatMarketDate('2026-11-25T20:00:00Z', 'th', 'long')).toBe('26 พฤศจิกายน 2569');
  });
});

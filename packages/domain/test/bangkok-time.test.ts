import { describe, expect, it } from 'vitest';
import { fromBangkokInput, toBangkokInput } from '../src/bangkok-time.js';

describe('Bangkok time in a datetime-local field', () => {
  it('shows an instant as the clock in Bangkok reads it, across a day and a year boundary', () => {
    expect(toBangkokInput('2026-04-13T02:00:00.000Z')).toBe('2026-04-13T09:00');
    expect(toBangkokInput('2026-12-31T17:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(toBangkokInput(null)).toBe('');
    expect(toBangkokInput('not a time')).toBe('');
  });

  it('reads what an admin typed as Bangkok time, and gives back the same instant it showed', () => {
    expect(fromBangkokInput('2027-01-01T00:30')).toBe('2026-12-31T17:30:00.000Z');
    for (const iso of ['2026-04-01T02:00:00.000Z', '2026-02-28T20:15:00.000Z', '2028-02-28T17:00:00.000Z']) expect(fromBangkokInput(toBangkokInput(iso))).toBe(iso);
  });

  it('refuses what is not a time: blank, other formats, a day the calendar does not have', () => {
    for (const value of ['', '2026-04-13', '13/04/2026 09:00', '2026-02-30T09:00', '2026-13-01T09:00', '2026-04-13T24:00', '2026-04-13T09:60']) {
      expect(fromBangkokInput(value), value).toBeUndefined();
    }
    expect(fromBangkokInput('2028-02-29T09:00')).toBe('2028-02-29T02:00:00.000Z');
  });
});

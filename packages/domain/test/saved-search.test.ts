import { describe, expect, it } from 'vitest';
import { latestDigestTime, SAVED_SEARCH_DIGEST_HOUR } from '../src/saved-search.js';

describe('latestDigestTime: the daily digest goes out at the same Bangkok hour every day', () => {
  const digest = `${String(SAVED_SEARCH_DIGEST_HOUR).padStart(2, '0')}:00:00+07:00`;
  it("is today's digest time once it has passed in Bangkok", () => {
    expect(latestDigestTime(new Date('2026-12-03T15:30:00+07:00')).toISOString()).toBe(new Date(`2026-12-03T${digest}`).toISOString());
    expect(latestDigestTime(new Date(`2026-12-03T${digest}`)).toISOString()).toBe(new Date(`2026-12-03T${digest}`).toISOString());
  });

  it("is yesterday's before it, also when the UTC date is still the day before", () => {
    expect(latestDigestTime(new Date('2026-12-03T06:59:00+07:00')).toISOString()).toBe(new Date(`2026-12-02T${digest}`).toISOString());
    expect(latestDigestTime(new Date('2026-12-03T00:30:00+07:00')).toISOString()).toBe(new Date(`2026-12-02T${digest}`).toISOString());
  });

  it('crosses months and years', () => {
    expect(latestDigestTime(new Date('2027-01-01T05:00:00+07:00')).toISOString()).toBe(new Date(`2026-12-31T${digest}`).toISOString());
  });
});

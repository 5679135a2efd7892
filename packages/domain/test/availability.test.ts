import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_ASK_AFTER_DAYS,
  AVAILABILITY_CLOSE_AFTER_DAYS,
  AVAILABILITY_CONFIRMED_WINDOW_DAYS,
  AVAILABILITY_LINK_LIFETIME_DAYS,
  AVAILABILITY_STALE_AFTER_DAYS,
  DAY_MS,
  confirmedPercent,
  daysSinceConfirmed,
} from '../src/index.js';

describe('"still available?" timing (docs/decisions/062)', () => {
  it('asks after 14 days, marks stale after 7 more, and keeps the links until the listing would leave the site 14 days later', () => {
    expect(AVAILABILITY_ASK_AFTER_DAYS).toBe(14);
    expect(AVAILABILITY_STALE_AFTER_DAYS).toBe(7);
    expect(AVAILABILITY_CLOSE_AFTER_DAYS).toBe(14);
    expect(AVAILABILITY_LINK_LIFETIME_DAYS).toBe(AVAILABILITY_STALE_AFTER_DAYS + AVAILABILITY_CLOSE_AFTER_DAYS);
    expect(AVAILABILITY_CONFIRMED_WINDOW_DAYS).toBe(AVAILABILITY_ASK_AFTER_DAYS + AVAILABILITY_STALE_AFTER_DAYS);
  });

  it('counts whole days since the confirmation: 0 on the day, never negative for a clock a little behind', () => {
    const now = new Date('2026-12-03T10:00:00Z');
    expect(daysSinceConfirmed('2026-12-03T01:00:00Z', now)).toBe(0);
    expect(daysSinceConfirmed(new Date(now.getTime() - DAY_MS), now)).toBe(1);
    expect(daysSinceConfirmed(new Date(now.getTime() - 5 * DAY_MS - 1), now)).toBe(5);
    expect(daysSinceConfirmed(new Date(now.getTime() + 60_000), now)).toBe(0);
  });

  it('gives the share confirmed in whole percent, and none without published listings', () => {
    expect(confirmedPercent({ published: 0, confirmed: 0 })).toBeNull();
    expect(confirmedPercent({ published: 3, confirmed: 1 })).toBe(33);
    expect(confirmedPercent({ published: 2, confirmed: 2 })).toBe(100);
  });
});

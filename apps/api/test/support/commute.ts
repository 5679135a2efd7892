import { expect } from 'vitest';
import { STATION_WALKING_DISTANCE_KM, commuteMinutes } from '@baandee/domain';
import type { TestContext } from '../helpers.js';
import type { FixtureListing } from './search-fixture.js';

/**
 * A fixture listing's commute, as the commute tests read the rule (decisions 061, 066): its
 * nearest open station within walking distance, the seconds to it from the origin (`ride`,
 * undefined when not reached), plus the walk to it at 80 m a minute.
 */
export function expectedCommute(listing: FixtureListing, open: ReadonlySet<number> | ReadonlyMap<number, unknown>, ride: (stationId: number) => number | undefined): number | null {
  const nearest = listing.stations
    .filter((s) => (s.distance_km ?? 0) <= STATION_WALKING_DISTANCE_KM && open.has(s.id))
    .sort((a, b) => a.distance_km! - b.distance_km! || a.id - b.id)[0];
  if (!nearest) return null;
  const seconds = ride(nearest.id);
  return seconds === undefined ? null : commuteMinutes(seconds, Math.round(nearest.distance_km! * 1000));
}

export interface CommuteCard {
  id: number;
  commute_minutes: number | null;
}

/** GET api/estate with the query, its cards of the fixture's listings only. */
export async function fixtureCards(ctx: TestContext, ids: ReadonlyMap<string, number>, query: string): Promise<CommuteCard[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?per_page=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const fixtureIds = new Set(ids.values());
  return (res.json().result.data as CommuteCard[]).filter((card) => fixtureIds.has(card.id));
}

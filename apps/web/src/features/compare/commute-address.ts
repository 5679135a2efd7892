import { parseCommutePlace } from '@baandee/domain';

/**
 * The commute part of a comparison's address (decision 066): the station or place under
 * the search's names, so a comparison opened from a commute search, or shared, keeps it.
 * A module of its own: the compare bar, on every page, needs this and not the compare
 * page's commute row (its select, table and rail data stay with the lazy page).
 */
export const COMMUTE_PARAMS = ['commute_station_id', 'commute_place'] as const;

/** The commute part of an address: the station or place of `params`, if any, as a query string to append ('' without one). */
export function commuteSuffix(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  const station = Number(params.get('commute_station_id'));
  const place = params.get('commute_place');
  if (Number.isInteger(station) && station > 0) kept.set('commute_station_id', String(station));
  else if (place && parseCommutePlace(place)) kept.set('commute_place', place);
  const text = kept.toString();
  return text ? `&${text}` : '';
}

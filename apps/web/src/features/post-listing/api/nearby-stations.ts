import { call } from '../../../lib/api-client';

/** GET api/estate/nearby-stations: the stations nearest the pin, nearest first, within 20 km. */
export function getNearbyStations(lat: number, lng: number) {
  return call('nearbyStations', { query: { lat, lng } });
}

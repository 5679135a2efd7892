import { sql, type Kysely } from 'kysely';

/**
 * Commute search (docs/decisions/061) reads, per listing, its nearest open station within
 * walking distance (STATION_WALKING_DISTANCE_KM, as the listing states the distance) and
 * how far that is in metres: a listing is within N minutes of a station when the ride from
 * its nearest station plus the walk to it fits. Filled here from `listing_stations` (no
 * rebuild); ties of distance go to the lower station id, as the refresh writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_search add column nearest_station_id integer`.execute(db);
  await sql`alter table listing_search add column nearest_station_m integer`.execute(db);
  await sql`update listing_search s set nearest_station_id = n.station_id, nearest_station_m = n.metres
    from (
      select distinct on (ls.listing_id) ls.listing_id, ls.train_station_id as station_id, round(ls.distance_km * 1000)::int as metres
      from listing_stations ls join train_stations ts on ts.id = ls.train_station_id
      where ls.distance_km <= 2 and ts.is_open
      order by ls.listing_id, ls.distance_km, ls.train_station_id
    ) n
    where n.listing_id = s.listing_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_search drop column nearest_station_m`.execute(db);
  await sql`alter table listing_search drop column nearest_station_id`.execute(db);
}

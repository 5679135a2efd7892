import { sql, type Kysely } from 'kysely';

/**
 * A search near picked stations may be narrowed to a walking distance (500 m, 1 km, 2 km:
 * STATION_DISTANCE_OPTIONS): each row of `listing_search` carries, per distance, the ids of
 * the stations its listing states at most that far, filled here from `listing_stations` (no
 * rebuild). They are tested together with `station_ids`, whose GIN index finds the
 * candidates (each list is part of `station_ids`), so they need no index of their own.
 * The map area filter reads `location_lat` and `location_lng`, which the table already has.
 */
const COLUMNS = [
  ['stations_500m', 0.5],
  ['stations_1000m', 1],
  ['stations_2000m', 2],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column] of COLUMNS) {
    await sql`alter table listing_search add column ${sql.id(column)} integer[] not null default '{}'`.execute(db);
  }
  await sql`update listing_search s set
      stations_500m = coalesce(n.within_500m, '{}'), stations_1000m = coalesce(n.within_1000m, '{}'), stations_2000m = coalesce(n.within_2000m, '{}')
    from (
      select listing_id,
        array_agg(distinct train_station_id) filter (where distance_km <= ${COLUMNS[0][1]}) as within_500m,
        array_agg(distinct train_station_id) filter (where distance_km <= ${COLUMNS[1][1]}) as within_1000m,
        array_agg(distinct train_station_id) filter (where distance_km <= ${COLUMNS[2][1]}) as within_2000m
      from listing_stations group by listing_id
    ) n
    where n.listing_id = s.listing_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of COLUMNS) await sql`alter table listing_search drop column ${sql.id(column)}`.execute(db);
}

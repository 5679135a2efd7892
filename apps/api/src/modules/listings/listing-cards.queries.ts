import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/schema.js';

export type ListingScope = ExpressionBuilder<DB & { l: DB['listings'] }, 'l'>;

/**
 * What a card shows besides the listing's own columns: names, the nearest station, the cover
 * photo and whether `viewerId` keeps it in favourites (the admin queue uses it too).
 */
export function cardSelections(eb: ListingScope, viewerId: number | null) {
  return [
    jsonObjectFrom(eb.selectFrom('estate_types as n').select(['n.id', 'n.name_th', 'n.name_en']).whereRef('n.id', '=', 'l.estate_type_id')).as('estate_type'),
    jsonObjectFrom(eb.selectFrom('provinces as n').select(['n.id', 'n.name_th', 'n.name_en']).whereRef('n.id', '=', 'l.province_id')).as('province'),
    jsonObjectFrom(eb.selectFrom('districts as n').select(['n.id', 'n.name_th', 'n.name_en']).whereRef('n.id', '=', 'l.district_id')).as('district'),
    jsonObjectFrom(
      eb
        .selectFrom('listing_stations as ls')
        .innerJoin('train_stations as s', 's.id', 'ls.train_station_id')
        .select(['s.id', 's.name_th', 's.name_en', sql<number>`ls.distance_km::float8`.as('distance')])
        .whereRef('ls.listing_id', '=', 'l.id')
        .orderBy('ls.distance_km')
        .limit(1),
    ).as('nearest_station'),
    jsonObjectFrom(
      eb.selectFrom('listing_images as i').select(['i.url', 'i.thumb_url']).whereRef('i.listing_id', '=', 'l.id').where('i.role', '=', 'cover'),
    ).as('cover'),
    viewerId === null
      ? sql<boolean>`false`.as('favorite')
      : eb
          .exists(eb.selectFrom('favorites as f').select('f.listing_id').whereRef('f.listing_id', '=', 'l.id').where('f.user_id', '=', viewerId))
          .as('favorite'),
  ] as const;
}

/** Pages of listing cards: the owner's own list. */
export function createListingCardQueries(db: Kysely<DB>) {
  return {
    /** The owner's listings, newest first. */
    async ownerCards(userId: number, page: number, perPage: number) {
      const base = db.selectFrom('listings as l').where('l.user_id', '=', userId);
      const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('l')
        .select((eb) => cardSelections(eb, userId))
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { total, rows };
    },
  };
}

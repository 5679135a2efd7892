import { sql, type Kysely } from 'kysely';
import type { ListingCard, ListingCardPage } from '@baandee/contracts';
import { RESULTS_PER_PAGE, SITE_TIME_ZONE, type SortOption } from '@baandee/domain';
import { onTheSite } from '../../db/on-the-site.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { KeptCard } from './card-cache.js';
import { cardPage, toListingCard, type ListingCardRow } from './listing-card.js';

/** Views, favourites and contacts of this many recent days make a listing popular. */
const POPULARITY_DAYS = 14;
/**
 * Recommended order: score = (1 + views + 4·favourites + 6·contacts of the last 14 days)
 * / (days since published + 2)^1.5, so a new listing starts near the top and a popular
 * one stays there longer; a favourite or a contact says more than a glance.
 */
const FAVORITE_WEIGHT = 4;
const CONTACT_WEIGHT = 6;
const AGE_DECAY = 1.5;

/**
 * Listings as cards (the `listingCard` contract): names of the type and area, the nearest
 * station, the cover, whether a boost runs and whether the viewer keeps it in favourites,
 * all in one query, however many cards.
 */
function selectCards(db: Kysely<DB>, viewerId: number | null) {
  return db
    .selectFrom('listings as l')
    .leftJoin('estate_types as et', 'et.id', 'l.estate_type_id')
    .leftJoin('provinces as p', 'p.id', 'l.province_id')
    .leftJoin('districts as d', 'd.id', 'l.district_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('listing_stations as ls')
          .innerJoin('train_stations as ts', 'ts.id', 'ls.train_station_id')
          .select(['ts.id', 'ts.name_th', 'ts.name_en', 'ls.distance_km'])
          .whereRef('ls.listing_id', '=', 'l.id')
          .orderBy('ls.distance_km')
          .orderBy('ls.position')
          .limit(1)
          .as('st'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('listing_images as li')
          .select(['li.url', 'li.thumb_url'])
          .whereRef('li.listing_id', '=', 'l.id')
          .where('li.role', '=', 'cover')
          .orderBy('li.position')
          .limit(1)
          .as('cover'),
      (join) => join.onTrue(),
    )
    .select([
      'l.id',
      'l.status',
      'l.announce_title',
      'l.sell_type',
      'l.estate_type_id',
      'et.name_th as estate_type_name_th',
      'et.name_en as estate_type_name_en',
      'l.project_estate_name',
      'l.rent_price',
      'l.sell_price',
      'l.area_size',
      'l.total_bedroom',
      'l.total_restroom',
      'l.car_park_size',
      'l.room_code',
      'l.province_id',
      'p.name_th as province_name_th',
      'p.name_en as province_name_en',
      'l.district_id',
      'd.name_th as district_name_th',
      'd.name_en as district_name_en',
      'st.id as station_id',
      'st.name_th as station_name_th',
      'st.name_en as station_name_en',
      'st.distance_km as station_distance',
      'l.location_lat',
      'l.location_lng',
      'cover.url as cover_img',
      'cover.thumb_url as thumb_img',
      'l.published_at',
      'l.updated_at',
      'l.confirmed_at',
      sql<boolean>`coalesce(l.boosted_until > now(), false)`.as('boosted'),
    ])
    .select((eb) =>
      viewerId === null
        ? sql<boolean>`false`.as('favorite')
        : eb
            .exists(eb.selectFrom('favorites as f').select('f.user_id').whereRef('f.listing_id', '=', 'l.id').where('f.user_id', '=', viewerId))
            .as('favorite'),
    );
}

const ORDER: Record<SortOption, { price: boolean; direction: 'asc' | 'desc' }> = {
  'price-desc': { price: true, direction: 'desc' },
  'price-asc': { price: true, direction: 'asc' },
  'date-desc': { price: false, direction: 'desc' },
  'date-asc': { price: false, direction: 'asc' },
};

const offsetOf = (page: number) => (page - 1) * RESULTS_PER_PAGE;

export function createListingCardsRepository(db: Kysely<DB>) {
  /** Cards of these listings in the order of `ids` (a search or a ranking picked them); missing ids are left out. */
  async function byIds(ids: readonly number[], viewerId: number | null): Promise<ListingCard[]> {
    if (ids.length === 0) return [];
    const rows = (await selectCards(db, viewerId).where('l.id', 'in', [...ids]).execute()) as ListingCardRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toListingCard(row)] : [];
    });
  }

  return {
    byIds,

    /** Anonymous visitors' cards of these listings with when their boost ends (ms), for the card cache (card-cache.ts). */
    async cardsToKeep(ids: readonly number[]): Promise<KeptCard[]> {
      if (ids.length === 0) return [];
      const rows = await selectCards(db, null)
        .select(sql<number | null>`(extract(epoch from l.boosted_until) * 1000)::float8`.as('boosted_until_ms'))
        .where('l.id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({ card: toListingCard(row as ListingCardRow), boostedUntilMs: row.boosted_until_ms }));
    },

    /** Ids of published listings, a running boost first, then by freshness and recent popularity. */
    async recommendedIds(limit: number): Promise<number[]> {
      // the dashboard's daily rollup (migration 0012): a row per listing and day, not one per event
      const popularity = db
        .selectFrom('listing_daily_stats')
        .select([
          'listing_id',
          sql<number>`sum(views)`.as('views'),
          sql<number>`sum(favorites)`.as('favorites'),
          sql<number>`sum(contacts)`.as('contacts'),
        ])
        .where('day', '>', sql<Date>`(now() at time zone ${SITE_TIME_ZONE})::date - ${POPULARITY_DAYS}::int`)
        .groupBy('listing_id')
        .as('pop');
      const ranked = await db
        .selectFrom('listings as l')
        .leftJoin(popularity, 'pop.listing_id', 'l.id')
        .select('l.id')
        .where(onTheSite('l'))
        .orderBy(sql`coalesce(l.boosted_until > now(), false)`, 'desc')
        .orderBy(
          sql`(1 + coalesce(pop.views, 0) + ${FAVORITE_WEIGHT} * coalesce(pop.favorites, 0) + ${CONTACT_WEIGHT} * coalesce(pop.contacts, 0))
            / power(greatest(extract(epoch from now() - coalesce(l.published_at, l.created_at)), 0) / 86400 + 2, ${AGE_DECAY})`,
          'desc',
        )
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute();
      return ranked.map((row) => row.id);
    },

    /**
     * Ids of published listings like a hint (an article's area and estate type): those in
     * the district and of the type first, then either, newest first. Each part walks an
     * index of the search table and stops after `limit` rows.
     */
    async relatedIds(hint: { districtId: number | null; estateTypeId: number | null }, limit: number): Promise<number[]> {
      const newest = (where: { district_id?: number; estate_type_id?: number }) => {
        let query = db.selectFrom('listing_search').select('listing_id');
        if (where.district_id !== undefined) query = query.where('district_id', '=', where.district_id);
        if (where.estate_type_id !== undefined) query = query.where('estate_type_id', '=', where.estate_type_id);
        return query.orderBy('published_at', 'desc').orderBy('listing_id', 'desc').limit(limit).execute();
      };
      const { districtId, estateTypeId } = hint;
      const parts = await Promise.all([
        districtId !== null && estateTypeId !== null ? newest({ district_id: districtId, estate_type_id: estateTypeId }) : [],
        districtId !== null ? newest({ district_id: districtId }) : [],
        estateTypeId !== null ? newest({ estate_type_id: estateTypeId }) : [],
      ]);
      return [...new Set(parts.flat().map((row) => row.listing_id))].slice(0, limit);
    },

    /** The user's favourites that are still published, the latest added first. */
    async favoritesPage(userId: number, page: number): Promise<ListingCardPage> {
      const published = db
        .selectFrom('favorites as f')
        .innerJoin('listings as l', 'l.id', 'f.listing_id')
        .where('f.user_id', '=', userId)
        .where(onTheSite('l'));
      const [ids, total] = await Promise.all([
        published.select('l.id').orderBy('f.created_at', 'desc').orderBy('l.id', 'desc').limit(RESULTS_PER_PAGE).offset(offsetOf(page)).execute(),
        published.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return cardPage(await byIds(ids.map((row) => row.id), userId), total.total, page);
    },

    /** An owner's published listings, by price (rent, else sale; unpriced last) or by publishing date. */
    async ownerPage(ownerId: number, viewerId: number | null, page: number, order: SortOption): Promise<ListingCardPage> {
      const { price, direction } = ORDER[order];
      const sortKey = price ? sql`coalesce(rent_price, sell_price)` : sql`published_at`;
      const published = db.selectFrom('listings').where('user_id', '=', ownerId).where(onTheSite('listings'));
      const [ids, total] = await Promise.all([
        published
          .select('id')
          .orderBy(sql`${sortKey} ${sql.raw(direction)} nulls last`)
          .orderBy('id', direction)
          .limit(RESULTS_PER_PAGE)
          .offset(offsetOf(page))
          .execute(),
        published.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return cardPage(await byIds(ids.map((row) => row.id), viewerId), total.total, page);
    },
  };
}

export type ListingCardsRepository = Repository<ReturnType<typeof createListingCardsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    listingCardsRepository: ListingCardsRepository;
  }
}

export const listingCardsRepositoryPlugin = repositoryPlugin('listing-cards', 'listingCardsRepository', createListingCardsRepository);

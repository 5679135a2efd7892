import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ListingStatus } from '@baandee/domain';
import { onTheSite } from '../../db/on-the-site.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import type { ListingsTable } from '../../db/tables/listings.js';
import { createOwnerListQueries } from './owner-list.queries.js';
import { createListingPartsQueries } from './listing-parts.queries.js';

export type ListingRow = Selectable<ListingsTable>;

/** A listing row and the lifecycle queries; its parts and cards come from the files beside it. */
function createListingRowQueries(db: Kysely<DB>) {
  return {
    /** The owner's user id, or null when there is no such listing (the owner-only routes' lookup). */
    async ownerOf(id: number): Promise<number | null> {
      const row = await db.selectFrom('listings').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id ?? null;
    },

    findById: (id: number) => db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Whether the listing is on the site: published, not held for scam reports, its owner not suspended (docs/decisions/046). */
    async isOnTheSite(id: number): Promise<boolean> {
      return (await db.selectFrom('listings').select('id').where('id', '=', id).where(onTheSite('listings')).executeTakeFirst()) !== undefined;
    },

    /** The row, locked until the transaction ends, so two saves or a save and a publish do not interleave. */
    findForUpdate: (id: number) => db.selectFrom('listings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insert: (values: Insertable<ListingsTable>) => db.insertInto('listings').values(values).returningAll().executeTakeFirstOrThrow(),

    update: (id: number, values: Updateable<ListingsTable>) =>
      db.updateTable('listings').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    deleteById: (id: number) => db.deleteFrom('listings').where('id', '=', id).execute(),

    /** The owner's draft never sent for publishing (at most one: listings_one_unfinished_idx). */
    async unfinishedId(userId: number): Promise<number | null> {
      const row = await db
        .selectFrom('listings')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'draft')
        .where('first_published_at', 'is', null)
        .where('submitted_at', 'is', null)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** DESIGN 4.3: an owner with an approved listing and none banned publishes without review. */
    async isTrustedOwner(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('listings')
        .select([
          sql<boolean>`bool_or(approved_at is not null)`.as('approved'),
          sql<boolean>`bool_or(status = 'banned')`.as('banned'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.approved === true && row.banned !== true;
    },

    /** When the unit first went live, across every listing of it (days on market). */
    async unitFirstPublishedAt(unitKey: string): Promise<Date | null> {
      const row = await db
        .selectFrom('listings')
        .select((eb) => eb.fn.min('first_published_at').as('first'))
        .where('unit_key', '=', unitKey)
        .executeTakeFirst();
      return (row?.first as Date | null | undefined) ?? null;
    },

    /** The unit's latest listing that went live before, other than `exceptId`: its prices are the unit's last known ones. */
    previousUnitListing: (unitKey: string, exceptId: number) =>
      db
        .selectFrom('listings')
        .select(['id', 'rent_price', 'sell_price'])
        .where('unit_key', '=', unitKey)
        .where('id', '!=', exceptId)
        .where('first_published_at', 'is not', null)
        .orderBy('first_published_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Published listings whose lifetime ended at `now`, with their owner. */
    expiredListings: (now: Date) =>
      db
        .selectFrom('listings')
        .select(['id', 'user_id', 'announce_title'])
        .where('status', '=', 'publish')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .execute(),

    /** Published listings closing after `now` and by `until` whose owner was not yet warned of that date. */
    expiringListings: (now: Date, until: Date) =>
      db
        .selectFrom('listings')
        .select(['id', 'user_id', 'announce_title', 'expires_at'])
        .where('status', '=', 'publish')
        .where('expires_at', '>', now)
        .where('expires_at', '<=', until)
        .where((eb) => eb.or([eb('expiry_warned_for', 'is', null), eb('expiry_warned_for', '!=', eb.ref('expires_at'))]))
        .orderBy('expires_at')
        .execute(),

    /** Records the warning for this expiry date, once: false when it was recorded already or the listing changed. */
    async markExpiryWarned(id: number, expiresAt: Date): Promise<boolean> {
      const result = await db
        .updateTable('listings')
        .set({ expiry_warned_for: expiresAt })
        .where('id', '=', id)
        .where('status', '=', 'publish')
        .where('expires_at', '=', expiresAt)
        .where((eb) => eb.or([eb('expiry_warned_for', 'is', null), eb('expiry_warned_for', '!=', expiresAt)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Moves the listing on only from `from`, so a concurrent change of status wins and this one does nothing. */
    async setStatusFrom(id: number, from: ListingStatus, values: Updateable<ListingsTable>): Promise<boolean> {
      const result = await db.updateTable('listings').set(values).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    insertModeration: (values: Insertable<DB['listing_moderations']>) => db.insertInto('listing_moderations').values(values).execute(),

    insertPriceChanges: async (rows: Insertable<DB['listing_price_changes']>[]) => {
      if (rows.length > 0) await db.insertInto('listing_price_changes').values(rows).execute();
    },

    priceHistory: (unitKey: string) =>
      db
        .selectFrom('listing_price_changes')
        .select(['kind', 'old_price', 'new_price', 'changed_at'])
        .where('unit_key', '=', unitKey)
        .orderBy('changed_at')
        .orderBy('id')
        .execute(),

    /** The owner card of the listing page. */
    ownerCard: (userId: number) =>
      db
        .selectFrom('users as u')
        .select(['u.id', 'u.firstname', 'u.lastname', 'u.company_name', 'u.user_type', 'u.profile_img_path', 'u.created_at', 'u.email'])
        .select((eb) =>
          eb
            .selectFrom('listings')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('user_id', '=', eb.ref('u.id'))
            .where('status', '=', 'publish')
            .as('published_count'),
        )
        .where('u.id', '=', userId)
        .executeTakeFirst(),

    async isFavorite(userId: number, listingId: number): Promise<boolean> {
      const row = await db.selectFrom('favorites').select('listing_id').where('user_id', '=', userId).where('listing_id', '=', listingId).executeTakeFirst();
      return row !== undefined;
    },

    /** Rail stations within `maxKm` of the point by great-circle distance (cube + earthdistance), nearest first. */
    nearestStations: (lat: number, lng: number, maxKm: number, limit: number) => {
      const distanceM = sql<number>`earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(s.lat, s.lng))`;
      return db
        .selectFrom('train_stations as s')
        .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
        .select(['s.id as train_station_id', 's.train_line_id', 's.code', 's.name_th', 's.name_en', 'l.train_type_id'])
        .select(['l.code as line_code', 'l.name_th as line_name_th', 'l.name_en as line_name_en', 'l.hex as line_hex'])
        .select(sql<number>`round((${distanceM} / 1000)::numeric, 2)::float8`.as('distance'))
        // the box test uses the earth's cube first; the exact distance then trims its corners
        .where(sql<boolean>`earth_box(ll_to_earth(${lat}, ${lng}), ${maxKm * 1000}) @> ll_to_earth(s.lat, s.lng)`)
        .where(distanceM, '<=', maxKm * 1000)
        .orderBy(distanceM)
        .orderBy('s.id')
        .limit(limit)
        .execute();
    },
  };
}

export function createListingsRepository(db: Kysely<DB>) {
  return { ...createListingRowQueries(db), ...createListingPartsQueries(db), ...createOwnerListQueries(db) };
}

/** The queries, on the shared handle or inside a transaction (`.in(trx)`). */
export type ListingQueries = ReturnType<typeof createListingsRepository>;
export type ListingsRepository = Repository<ListingQueries>;

declare module 'fastify' {
  interface FastifyInstance {
    listingsRepository: ListingsRepository;
  }
}

export const listingsRepositoryPlugin = repositoryPlugin('listings', 'listingsRepository', createListingsRepository);

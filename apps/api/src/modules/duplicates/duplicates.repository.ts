import { sql, type Insertable, type Kysely } from 'kysely';
import { bandNeighbours, hashBands, type PhotoHash } from '@baandee/domain';
import { hashColumns } from '../../lib/photo-hash.js';
import { onTheSite } from '../../db/on-the-site.js';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** A stored photo as read again: its hash and its pixel size, each null when unknown. */
export interface StoredPhoto {
  hash: PhotoHash | null;
  width: number | null;
  height: number | null;
}

export type MatchInsert = Omit<Insertable<DB['listing_duplicate_matches']>, 'listing_id'>;

/** The fields of a listing its unit fingerprint is made of. */
const FINGERPRINT_COLUMNS = [
  'id',
  'sell_type',
  'project_estate_id',
  'project_estate_name',
  'location_lat',
  'location_lng',
  'room_floor',
  'area_size',
  'room_code',
  'rent_price',
  'sell_price',
] as const;

/** Photo hashes, duplicate matches and the links an admin makes between two listers of one unit (docs/decisions/057). */
export function createDuplicatesQueries(db: Kysely<DB>) {
  /**
   * Photos of other owners' listings on the site within `maxDistance` bits of one of
   * `hashes`. Each photo asks each band's index for its band value and the values within
   * PHOTO_BAND_RADIUS bits of it; the index holds the photo's id, listing and hash (an
   * index-only scan), so each candidate's distance to the photo that found it (bit_count of
   * the XOR) is measured as it is read, and only the few within `maxDistance` are joined to
   * their listing. Never a scan of every hash, and never a candidate measured against the
   * photos whose bands did not find it.
   */
  const candidatesQuery = (hashes: readonly string[], ownerId: number, maxDistance: number) => {
    const probes = [...new Set(hashes)].flatMap((hash) =>
      hashBands(hash).map((value, band) => {
        const column = sql.ref(`photo_hash_band${band}`);
        return sql`select id, listing_id, photo_hash, bit_count(('x' || photo_hash)::bit(64) # ${`x${hash}`}::bit(64))::int as distance
          from listing_images where ${column} = any(${sql.val(bandNeighbours(value))}::int[]) and ${column} is not null and listing_id is not null`;
      }),
    );
    return sql<{ id: number; listing_id: number; photo_hash: string; distance: number }>`
      with near as (
        select p.id, p.listing_id, p.photo_hash, min(p.distance)::int as distance
        from (${sql.join(probes, sql` union all `)}) p
        where p.distance <= ${maxDistance}
        group by p.id, p.listing_id, p.photo_hash
      )
      select n.id, n.listing_id, n.photo_hash, n.distance from near n join listings l on l.id = n.listing_id
      where l.user_id <> ${ownerId} and ${onTheSite('l')}
      order by n.distance, n.id`;
  };

  return {
    /** Records a photo's hash (null: plain, or unreadable) and its size when it had none (a photo stored before migration 0034). */
    async setImageHash(imageId: number, photo: StoredPhoto): Promise<void> {
      await db
        .updateTable('listing_images')
        .set({
          ...hashColumns(photo.hash),
          width: sql<number | null>`coalesce(width, ${photo.width}::integer)`,
          height: sql<number | null>`coalesce(height, ${photo.height}::integer)`,
        })
        .where('id', '=', imageId)
        .execute();
    },

    /** The listing's photos not hashed yet (stored before hashing existed), with the file to hash. */
    unhashedImagesOf: (listingId: number) =>
      db.selectFrom('listing_images').select(['id', 'large_url']).where('listing_id', '=', listingId).where('photo_hashed_at', 'is', null).orderBy('id').execute(),

    /** Photos of listings not hashed yet, oldest first: the photo-hashes job's batch. */
    unhashedImages: (limit: number) =>
      db
        .selectFrom('listing_images')
        .select(['id', 'large_url'])
        .where('photo_hashed_at', 'is', null)
        .where('listing_id', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** The listing's hashed photos, cover first. */
    hashedImagesOf: (listingId: number) =>
      db
        .selectFrom('listing_images')
        .select(['id', 'photo_hash'])
        .where('listing_id', '=', listingId)
        .where('photo_hash', 'is not', null)
        .orderBy(sql`role = 'cover'`, 'desc')
        .orderBy('position')
        .orderBy('id')
        .execute() as Promise<{ id: number; photo_hash: string }[]>,

    /** The lookup's query, to explain it (bench/photo-duplicates.ts). */
    nearPhotosQuery: candidatesQuery,

    /**
     * The lookup: other owners' photos on the site near one of `hashes`, nearest first, with
     * the distance to the nearest of them. Its 32 small index scans read a few thousand index
     * entries in all, which PostgreSQL would otherwise hand to parallel workers: starting them
     * costs more than the whole lookup, so it runs in one process (the setting is the
     * transaction's, and given back after the statement).
     */
    nearPhotos: async (hashes: readonly string[], ownerId: number, maxDistance: number) => {
      if (hashes.length === 0) return [];
      const lookup = async (trx: Kysely<DB>) => {
        const { rows } = await sql<{ before: string }>`select current_setting('max_parallel_workers_per_gather') as before, set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
        const found = (await candidatesQuery(hashes, ownerId, maxDistance).execute(trx)).rows;
        await sql`select set_config('max_parallel_workers_per_gather', ${rows[0]!.before}, true)`.execute(trx);
        return found;
      };
      return db.isTransaction ? lookup(db) : db.transaction().execute(lookup);
    },

    /** The fingerprint's fields of the owner's listings on the site, other than `exceptId`. */
    ownerLiveListings: (userId: number, exceptId: number) =>
      db.selectFrom('listings as l').select(FINGERPRINT_COLUMNS.map((column) => `l.${column}` as const)).where('l.user_id', '=', userId).where('l.id', '!=', exceptId).where(onTheSite('l')).execute(),

    async replaceMatches(listingId: number, rows: readonly MatchInsert[]): Promise<void> {
      await db.deleteFrom('listing_duplicate_matches').where('listing_id', '=', listingId).execute();
      if (rows.length > 0) await db.insertInto('listing_duplicate_matches').values(rows.map((row) => ({ ...row, listing_id: listingId }))).execute();
    },

    /** What each listing was found to duplicate: the matched photos (both thumbnails) or the unit, with the other listing's title. */
    matchesOf: (listingIds: readonly number[]) =>
      listingIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('listing_duplicate_matches as m')
            .innerJoin('listings as o', 'o.id', 'm.other_listing_id')
            .leftJoin('listing_images as mine', 'mine.id', 'm.image_id')
            .leftJoin('listing_images as theirs', 'theirs.id', 'm.other_image_id')
            .select(['m.listing_id', 'm.other_listing_id', 'm.reason', 'm.distance', 'o.announce_title as other_title'])
            .select(['mine.thumb_url as image_url', 'theirs.thumb_url as other_image_url'])
            .where('m.listing_id', 'in', listingIds)
            .orderBy('m.listing_id')
            .orderBy('m.id')
            .execute(),

    /** Whether each listing is held, and as a duplicate of which. */
    holdsOf: (listingIds: readonly number[]) =>
      listingIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('listings').select(['id', 'status', 'hold_reason', 'duplicate_of']).where('id', 'in', listingIds).execute(),

    /** Links the two listings both ways; false when they were linked already. */
    async link(listingId: number, otherId: number, adminId: number): Promise<boolean> {
      const rows = await db
        .insertInto('listing_links')
        .values([
          { listing_id: listingId, other_listing_id: otherId, linked_by: adminId },
          { listing_id: otherId, other_listing_id: listingId, linked_by: adminId },
        ])
        .onConflict((oc) => oc.doNothing())
        .returning('listing_id')
        .execute();
      return rows.length > 0;
    },

    /** The other listers of the listing's unit whose listing is on the site: their listing and their name. */
    otherListers: (listingId: number) =>
      db
        .selectFrom('listing_links as k')
        .innerJoin('listings as l', 'l.id', 'k.other_listing_id')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .select(['l.id as listing_id', 'l.announce_title', 'u.firstname', 'u.lastname', 'u.company_name', 'l.contact_firstname', 'l.contact_lastname', 'l.contact_company_name'])
        .where('k.listing_id', '=', listingId)
        .where(onTheSite('l'))
        .orderBy('k.created_at')
        .orderBy('l.id')
        .execute(),
  };
}

export type DuplicatesQueries = ReturnType<typeof createDuplicatesQueries>;
export type DuplicatesRepository = Repository<DuplicatesQueries>;

declare module 'fastify' {
  interface FastifyInstance {
    duplicatesRepository: DuplicatesRepository;
  }
}

export const duplicatesRepositoryPlugin = repositoryPlugin('duplicates', 'duplicatesRepository', createDuplicatesQueries);

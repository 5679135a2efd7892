import { sql, type Kysely } from 'kysely';
import { DUPLICATE_REASONS, HOLD_REASONS } from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * Duplicates caught at posting (docs/decisions/057).
 *
 * Each listing photo keeps its 64-bit perceptual hash (16 hex digits) and the hash's four
 * 16-bit bands, one index each (holding the photo's id, listing and hash, so the lookup
 * reads the index alone): a lookup asks for a few band values and reads only the photos
 * that share one, never every hash. `photo_hashed_at` says the photo was hashed
 * (a flat picture is hashed to nothing: hash null, hashed_at set); rows stored before
 * this migration are hashed by the photo-hashes job, or when their listing is published.
 *
 * A listing held as a duplicate is pending with `hold_reason = 'duplicate'` and
 * `duplicate_of`, the listing it matched; `listing_duplicate_matches` says which photos
 * matched which (or that the unit is the same), for the owner and the admin. An admin who
 * finds the two are one unit offered by two listers links them (`listing_links`, both ways):
 * each listing page then names the other listers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_images
    add column photo_hash text check (photo_hash ~ '^[0-9a-f]{16}$'),
    add column photo_hash_band0 integer,
    add column photo_hash_band1 integer,
    add column photo_hash_band2 integer,
    add column photo_hash_band3 integer,
    add column photo_hashed_at timestamptz`.execute(db);
  for (const band of [0, 1, 2, 3]) {
    await sql`create index ${sql.id(`listing_images_hash_band${band}_idx`)} on listing_images (${sql.ref(`photo_hash_band${band}`)})
      include (id, listing_id, photo_hash) where ${sql.ref(`photo_hash_band${band}`)} is not null and listing_id is not null`.execute(db);
  }
  await sql`create index listing_images_unhashed_idx on listing_images (id) where photo_hashed_at is null`.execute(db);

  await sql`alter table listings
    add column hold_reason text,
    add column duplicate_of integer references listings (id) on delete set null`.execute(db);
  await replaceCheck(db, 'listings', 'hold_reason', HOLD_REASONS);

  await sql`create table listing_duplicate_matches (
    id serial primary key,
    listing_id integer not null references listings (id) on delete cascade,
    other_listing_id integer not null references listings (id) on delete cascade,
    reason text not null,
    image_id integer references listing_images (id) on delete cascade,
    other_image_id integer references listing_images (id) on delete cascade,
    distance integer,
    created_at timestamptz not null default now(),
    constraint listing_duplicate_matches_photo_check check ((reason = 'photo') = (image_id is not null and other_image_id is not null and distance is not null))
  )`.execute(db);
  await replaceCheck(db, 'listing_duplicate_matches', 'reason', DUPLICATE_REASONS);
  await sql`create index listing_duplicate_matches_listing_idx on listing_duplicate_matches (listing_id, id)`.execute(db);

  await sql`create table listing_links (
    listing_id integer not null references listings (id) on delete cascade,
    other_listing_id integer not null references listings (id) on delete cascade,
    linked_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (listing_id, other_listing_id),
    check (listing_id <> other_listing_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_links').execute();
  await db.schema.dropTable('listing_duplicate_matches').execute();
  await sql`alter table listings drop column duplicate_of, drop column hold_reason`.execute(db);
  await sql`alter table listing_images drop column photo_hash, drop column photo_hash_band0, drop column photo_hash_band1,
    drop column photo_hash_band2, drop column photo_hash_band3, drop column photo_hashed_at`.execute(db);
}

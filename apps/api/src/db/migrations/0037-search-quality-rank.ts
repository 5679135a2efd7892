import { sql, type Kysely } from 'kysely';

/**
 * The quality score as a ranking signal after boosts (docs/decisions/065). Each search row
 * keeps the listing's score as last computed (`quality_score`, 100 until first scored); its
 * `published_at`, the time the date order reads, is moved back by the score's delay
 * (`qualityRankDelaySeconds`), so every order index keeps working as it is. Rows start
 * undelayed: the sweep's first pass scores them. No column says when a row was scored: an
 * indexed one would make every sweep's write of an unchanged score rewrite the row's index
 * entries; the sweep walks the rows by id instead.
 *
 * Listing photos stored before migration 0034 have a hash and no size: they are marked
 * unhashed again, so the photo-hashes job reads each once more and records both (the hash
 * it writes is the one it had).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_search
    add column quality_score smallint not null default 100 check (quality_score between 0 and 100)`.execute(db);
  await sql`update listing_images set photo_hashed_at = null
    where width is null and photo_hashed_at is not null and listing_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_search drop column quality_score`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Ads get a name only admins see (docs/decisions/055): two ads of one slot read differently
 * in the admin's list. Ads stored before it are named from their English or Thai picture
 * text, else "Ad {id}"; a new ad is always given its name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ads add column name text not null default ''`.execute(db);
  await sql`update ads set name = left(coalesce(nullif(btrim(alt_en), ''), nullif(btrim(alt_th), ''), 'Ad ' || id), 120)`.execute(db);
  await sql`alter table ads alter column name drop default`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ads drop column name`.execute(db);
}

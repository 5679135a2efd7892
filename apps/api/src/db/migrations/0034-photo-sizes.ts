import { sql, type Kysely } from 'kysely';

/**
 * The quality score's photo resolution and cover checks (docs/decisions/063): each listing
 * photo keeps the pixel size of its large rendition (the upload made upright and fitted
 * inside 1600x1200, never enlarged), so its shape is the photo's and its size the photo's
 * up to that box. Photos stored before this migration keep null and are not judged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_images
    add column width integer check (width > 0),
    add column height integer check (height > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_images drop column width, drop column height`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { ARTICLE_RESOURCE_ID, ARTICLE_STATUSES } from '@baandee/domain';
import { attachSetUpdatedAt, replaceCheck } from '../migration-helpers.js';

/**
 * Articles (spec sections 2, 3, 7, 9; DESIGN 4.15).
 *
 * Categories have sub-categories (spec section 3), each with Thai and English names, an
 * English slug for its page link (`/article-category?category=<slug>-<id>`) and an order.
 * An article is filed under one category and at most one of its sub-categories; a
 * category cannot be deleted while articles are filed under it (restrict).
 *
 * An article holds its Thai and English title, summary and body (HTML sanitised by the
 * API before it is stored), its cover in two sizes, its author, the highlight flag and
 * its status: public when it is not a draft and `publish_at` has come, so a scheduled
 * article appears at its time without anyone acting. Reading minutes are computed when it
 * is saved. `search_text` (title and summary in both languages, normalised like the
 * listing search's text) sits behind a trigram index for keywords inside unspaced Thai.
 * The related district and estate type pick the listings shown under the article.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await attachSetUpdatedAt(db, 'article_categories');

  await db.schema
    .createTable('article_sub_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('article_sub_categories_category_slug_key', ['category_id', 'slug'])
    // lets an article's (category, sub-category) pair reference a sub-category of that very category
    .addUniqueConstraint('article_sub_categories_category_id_id_key', ['category_id', 'id'])
    .execute();
  await attachSetUpdatedAt(db, 'article_sub_categories');

  await db.schema
    .createTable('articles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('resource_id', 'smallint', (c) => c.notNull().defaultTo(ARTICLE_RESOURCE_ID).check(sql`resource_id = ${sql.lit(ARTICLE_RESOURCE_ID)}`))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id').onDelete('restrict'))
    .addColumn('sub_category_id', 'integer')
    .addColumn('title_th', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_th', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'text')
    .addColumn('cover_thumb_url', 'text')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_highlight', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('publish_at', 'timestamptz')
    .addColumn('reading_minutes_th', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('reading_minutes_en', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('related_district_id', 'integer', (c) => c.references('districts.id').onDelete('set null'))
    .addColumn('related_estate_type_id', 'integer', (c) => c.references('estate_types.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('articles_sub_category_fkey', ['category_id', 'sub_category_id'], 'article_sub_categories', ['category_id', 'id'], (c) =>
      c.onDelete('restrict'),
    )
    // a public article always has its moment
    .addCheckConstraint('articles_publish_at_check', sql`status = 'draft' or publish_at is not null`)
    .execute();
  await replaceCheck(db, 'articles', 'status', ARTICLE_STATUSES);
  await attachSetUpdatedAt(db, 'articles');
  // the public lists: what is public, newest first (the `publish_at <= now()` part is a filter on the walk)
  await sql`create index articles_public_idx on articles (publish_at desc, id desc) where status <> 'draft'`.execute(db);
  await sql`create index articles_category_idx on articles (category_id, publish_at desc) where status <> 'draft'`.execute(db);
  await sql`create index articles_highlight_idx on articles (publish_at desc) where status <> 'draft' and is_highlight`.execute(db);
  await sql`create index articles_search_text_trgm_idx on articles using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index articles_admin_idx on articles (updated_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['articles', 'article_sub_categories', 'article_categories']) {
    await db.schema.dropTable(table).execute();
  }
}

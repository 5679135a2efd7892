import { sql, type Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** What the sitemap lists besides landing pages: published listings, trends and the agents who have published listings. */
export function createSitemapRepository(db: Kysely<DB>) {
  return {
    /** Published listings cut into parts of `size` by id: each part's count and newest change. */
    async listingParts(size: number): Promise<{ part: number; count: number; lastmod: Date }[]> {
      const rows = await db
        .selectFrom(
          db
            .selectFrom('listings')
            .select([sql<number>`((row_number() over (order by id)) - 1) / ${size}`.as('part'), 'updated_at'])
            .where('status', '=', 'publish')
            .as('numbered'),
        )
        .select(['part', sql<number>`count(*)::int`.as('count'), sql<Date>`max(updated_at)`.as('lastmod')])
        .groupBy('part')
        .orderBy('part')
        .execute();
      return rows.map((row) => ({ part: Number(row.part) + 1, count: row.count, lastmod: toDate(row.lastmod) }));
    },

    /** The published listings of one part (1-based), by id. */
    async listingsOfPart(part: number, size: number): Promise<{ id: number; title: string | null; lastmod: Date }[]> {
      const rows = await db
        .selectFrom('listings')
        .select(['id', 'announce_title as title', 'updated_at as lastmod'])
        .where('status', '=', 'publish')
        .orderBy('id')
        .limit(size)
        .offset((part - 1) * size)
        .execute();
      return rows.map((row) => ({ ...row, lastmod: toDate(row.lastmod) }));
    },

    async trends(): Promise<{ id: number; slug: string; lastmod: Date }[]> {
      const rows = await db.selectFrom('trends').select(['id', 'slug', 'updated_at as lastmod']).orderBy('sort_order').orderBy('id').execute();
      return rows.map((row) => ({ ...row, lastmod: toDate(row.lastmod) }));
    },

    /** Owners with at least one published listing, and the newest change among those listings. */
    async agents(): Promise<{ id: number; lastmod: Date }[]> {
      const rows = await db
        .selectFrom('listings')
        .select(['user_id as id', sql<Date>`max(updated_at)`.as('lastmod')])
        .where('status', '=', 'publish')
        .groupBy('user_id')
        .orderBy('user_id')
        .execute();
      return rows.map((row) => ({ id: row.id, lastmod: toDate(row.lastmod) }));
    },
  };
}

export type SitemapRepository = Repository<ReturnType<typeof createSitemapRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    sitemapRepository: SitemapRepository;
  }
}

export const sitemapRepositoryPlugin = repositoryPlugin('sitemap', 'sitemapRepository', createSitemapRepository);

import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ArticleStatus } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';
import { likePattern } from '../../db/like-pattern.js';

/** An admin's tab: `published` and `scheduled` by when the article becomes public, not only by its stored status. */
export type ArticleTab = 'all' | ArticleStatus;

/** An article as every list and page reads it: its own columns, its category, sub-category and author. */
export interface ArticleRow {
  id: number;
  category_id: number;
  sub_category_id: number | null;
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  cover_url: string | null;
  cover_thumb_url: string | null;
  is_highlight: boolean;
  status: ArticleStatus;
  publish_at: Date | null;
  reading_minutes_th: number;
  reading_minutes_en: number;
  related_district_id: number | null;
  related_estate_type_id: number | null;
  created_at: Date;
  updated_at: Date;
  category_slug: string;
  category_name_th: string;
  category_name_en: string;
  sub_category_slug: string | null;
  sub_category_name_th: string | null;
  sub_category_name_en: string | null;
}

export interface ArticleBodies {
  body_th: string;
  body_en: string;
  author_id: number | null;
  author_firstname: string | null;
  author_lastname: string | null;
  author_company_name: string | null;
  author_image: string | null;
}

/** What the admin's form writes, computed fields (reading minutes, search text) included. */
export interface ArticleValues {
  category_id: number;
  sub_category_id: number | null;
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  body_th: string;
  body_en: string;
  cover_url: string | null;
  cover_thumb_url: string | null;
  is_highlight: boolean;
  status: ArticleStatus;
  publish_at: Date | null;
  reading_minutes_th: number;
  reading_minutes_en: number;
  related_district_id: number | null;
  related_estate_type_id: number | null;
  search_text: string;
}

export interface CategoryValues {
  slug: string;
  name_th: string;
  name_en: string;
  sort_order: number;
}


export function createArticlesRepository(db: Kysely<DB>) {
  const withCategories = () =>
    db
      .selectFrom('articles as a')
      .innerJoin('article_categories as c', 'c.id', 'a.category_id')
      .leftJoin('article_sub_categories as s', 's.id', 'a.sub_category_id')
      .select([
        'a.id',
        'a.category_id',
        'a.sub_category_id',
        'a.title_th',
        'a.title_en',
        'a.summary_th',
        'a.summary_en',
        'a.cover_url',
        'a.cover_thumb_url',
        'a.is_highlight',
        'a.status',
        'a.publish_at',
        'a.reading_minutes_th',
        'a.reading_minutes_en',
        'a.related_district_id',
        'a.related_estate_type_id',
        'a.created_at',
        'a.updated_at',
        'c.slug as category_slug',
        'c.name_th as category_name_th',
        'c.name_en as category_name_en',
        's.slug as sub_category_slug',
        's.name_th as sub_category_name_th',
        's.name_en as sub_category_name_en',
      ]);

  /** Public: not a draft, and its moment has come (a scheduled article appears at its time). */
  const isPublic = (): Expression<SqlBool> => sql<SqlBool>`a.status <> 'draft' and a.publish_at <= now()`;
  const bodies = ['a.body_th', 'a.body_en', 'a.author_id', 'u.firstname as author_firstname', 'u.lastname as author_lastname', 'u.company_name as author_company_name', 'u.profile_img_path as author_image'] as const;

  /** Articles by id, in the order of `ids`. */
  async function byIds(ids: readonly number[]): Promise<ArticleRow[]> {
    if (ids.length === 0) return [];
    const rows = (await withCategories().where('a.id', 'in', [...ids]).execute()) as ArticleRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  return {
    /** A page of public articles, newest first; every keyword term must appear in a title or summary. */
    async publicPage(filter: { terms: string[]; categoryId?: number; subCategoryId?: number; page: number; perPage: number }) {
      const base = db
        .selectFrom('articles as a')
        .where(isPublic)
        .$if(filter.categoryId !== undefined, (q) => q.where('a.category_id', '=', filter.categoryId!))
        .$if(filter.subCategoryId !== undefined, (q) => q.where('a.sub_category_id', '=', filter.subCategoryId!))
        .$if(filter.terms.length > 0, (q) => q.where((eb) => eb.and(filter.terms.map((term) => eb('a.search_text', 'like', likePattern(term))))));
      const [ids, total] = await Promise.all([
        base
          .select('a.id')
          .orderBy('a.publish_at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await byIds(ids.map((row) => row.id)), total: total.total };
    },

    byIds,

    highlights: async (limit: number): Promise<ArticleRow[]> =>
      (await withCategories().where(isPublic).where('a.is_highlight', '=', true).orderBy('a.publish_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute()) as ArticleRow[],

    /** A public article with its bodies and author; undefined for a draft, one not yet due, or none. */
    publicArticle: async (id: number) =>
      (await withCategories()
        .leftJoin('users as u', 'u.id', 'a.author_id')
        .select(bodies)
        .where('a.id', '=', id)
        .where(isPublic)
        .executeTakeFirst()) as (ArticleRow & ArticleBodies) | undefined,

    /** Any article, for the admin's editor. */
    adminArticle: async (id: number) =>
      (await withCategories().leftJoin('users as u', 'u.id', 'a.author_id').select(bodies).where('a.id', '=', id).executeTakeFirst()) as
        | (ArticleRow & ArticleBodies)
        | undefined,

    /** Other public articles: the same sub-category first, then the same category, then the newest. */
    related: async (article: { id: number; category_id: number; sub_category_id: number | null }, limit: number): Promise<ArticleRow[]> => {
      const rows = await db
        .selectFrom('articles as a')
        .select('a.id')
        .where(isPublic)
        .where('a.id', '<>', article.id)
        .orderBy(sql`coalesce(a.sub_category_id = ${article.sub_category_id}::int, false)`, 'desc')
        .orderBy(sql`a.category_id = ${article.category_id}`, 'desc')
        .orderBy('a.publish_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute();
      return byIds(rows.map((row) => row.id));
    },

    /**
     * Every public article's id and last change, for the sitemap (`lastmod`) and for server
     * rendering: newest first.
     */
    publishedIdsWithUpdatedAt: () =>
      db
        .selectFrom('articles as a')
        .select(['a.id', 'a.updated_at', 'a.publish_at'])
        .where(isPublic)
        .orderBy('a.publish_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute() as Promise<{ id: number; updated_at: Date; publish_at: Date }[]>,

    /** The admin's list: a tab's articles, the latest change first, and the count of every tab. */
    async adminPage(filter: { tab: ArticleTab; terms: string[]; page: number; perPage: number }) {
      const matching = db
        .selectFrom('articles as a')
        .$if(filter.terms.length > 0, (q) => q.where((eb) => eb.and(filter.terms.map((term) => eb('a.search_text', 'like', likePattern(term))))));
      const inTab = matching.$if(filter.tab !== 'all', (q) =>
        q.where(
          filter.tab === 'draft'
            ? sql<SqlBool>`a.status = 'draft'`
            : filter.tab === 'published'
              ? isPublic()
              : sql<SqlBool>`a.status <> 'draft' and a.publish_at > now()`,
        ),
      );
      const [ids, counts] = await Promise.all([
        inTab.select('a.id').orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc').limit(filter.perPage).offset((filter.page - 1) * filter.perPage).execute(),
        matching
          .select([
            sql<number>`count(*)::int`.as('all'),
            sql<number>`(count(*) filter (where a.status = 'draft'))::int`.as('draft'),
            sql<number>`(count(*) filter (where a.status <> 'draft' and a.publish_at <= now()))::int`.as('published'),
            sql<number>`(count(*) filter (where a.status <> 'draft' and a.publish_at > now()))::int`.as('scheduled'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const found = await byIds(ids.map((row) => row.id));
      const extra = found.length
        ? await db
            .selectFrom('articles as a')
            .leftJoin('users as u', 'u.id', 'a.author_id')
            .select(['a.id', ...bodies])
            .where('a.id', 'in', found.map((row) => row.id))
            .execute()
        : [];
      const bodiesById = new Map(extra.map((row) => [row.id, row as unknown as ArticleBodies]));
      return { rows: found.map((row) => ({ ...row, ...bodiesById.get(row.id)! })), counts };
    },

    /** Inside a transaction: whether the article exists, locked until the transaction ends. */
    lockArticle: async (id: number): Promise<{ publish_at: Date | null; status: ArticleStatus; author_id: number | null; cover_url: string | null } | undefined> =>
      db.selectFrom('articles').select(['publish_at', 'status', 'author_id', 'cover_url']).where('id', '=', id).forUpdate().executeTakeFirst(),

    insertArticle: async (values: ArticleValues & { author_id: number | null }): Promise<number> =>
      (await db.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow()).id,

    updateArticle: async (id: number, values: ArticleValues): Promise<void> => {
      await db.updateTable('articles').set(values).where('id', '=', id).execute();
    },

    deleteArticle: async (id: number): Promise<boolean> => (await db.deleteFrom('articles').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

    /** Whether the master data has this district / estate type (an article's related-listing hints). */
    districtExists: async (id: number) => (await db.selectFrom('districts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    estateTypeExists: async (id: number) => (await db.selectFrom('estate_types').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    /* ---- categories ---- */

    categories: () => db.selectFrom('article_categories').select(['id', 'slug', 'name_th', 'name_en', 'sort_order']).orderBy('sort_order').orderBy('id').execute(),
    subCategories: () =>
      db.selectFrom('article_sub_categories').select(['id', 'category_id', 'slug', 'name_th', 'name_en', 'sort_order']).orderBy('sort_order').orderBy('id').execute(),

    /** Articles (of any status) per category and per sub-category. */
    articleCounts: async () => {
      const [categories, subs] = await Promise.all([
        db.selectFrom('articles').select(['category_id', sql<number>`count(*)::int`.as('count')]).groupBy('category_id').execute(),
        db.selectFrom('articles').select(['sub_category_id', sql<number>`count(*)::int`.as('count')]).where('sub_category_id', 'is not', null).groupBy('sub_category_id').execute(),
      ]);
      return {
        categories: new Map(categories.map((row) => [row.category_id, row.count])),
        subCategories: new Map(subs.map((row) => [row.sub_category_id!, row.count])),
      };
    },

    /** Whether a sub-category belongs to a category (locks the category against deletion for the transaction). */
    subCategoryOf: async (subCategoryId: number) =>
      (await db.selectFrom('article_sub_categories').select('category_id').where('id', '=', subCategoryId).executeTakeFirst())?.category_id ?? null,

    lockCategory: async (id: number): Promise<boolean> =>
      (await db.selectFrom('article_categories').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined,
    shareCategory: async (id: number): Promise<boolean> =>
      (await db.selectFrom('article_categories').select('id').where('id', '=', id).forShare().executeTakeFirst()) !== undefined,
    lockSubCategory: async (id: number) => db.selectFrom('article_sub_categories').select(['id', 'category_id']).where('id', '=', id).forUpdate().executeTakeFirst(),

    categorySlugOwner: async (slug: string, exceptId?: number): Promise<number | null> =>
      (
        await db
          .selectFrom('article_categories')
          .select('id')
          .where('slug', '=', slug)
          .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
          .executeTakeFirst()
      )?.id ?? null,
    subCategorySlugOwner: async (categoryId: number, slug: string, exceptId?: number): Promise<number | null> =>
      (
        await db
          .selectFrom('article_sub_categories')
          .select('id')
          .where('category_id', '=', categoryId)
          .where('slug', '=', slug)
          .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
          .executeTakeFirst()
      )?.id ?? null,

    insertCategory: async (values: CategoryValues) => (await db.insertInto('article_categories').values(values).returning('id').executeTakeFirstOrThrow()).id,
    updateCategory: async (id: number, values: CategoryValues) => {
      await db.updateTable('article_categories').set(values).where('id', '=', id).execute();
    },
    insertSubCategory: async (values: CategoryValues & { category_id: number }) =>
      (await db.insertInto('article_sub_categories').values(values).returning('id').executeTakeFirstOrThrow()).id,
    updateSubCategory: async (id: number, values: CategoryValues & { category_id: number }) => {
      await db.updateTable('article_sub_categories').set(values).where('id', '=', id).execute();
    },
    /** Whether any article is filed under the category or sub-category. */
    hasArticles: async (where: { categoryId: number } | { subCategoryId: number }) =>
      (await db
        .selectFrom('articles')
        .select('id')
        .$call((q) => ('categoryId' in where ? q.where('category_id', '=', where.categoryId) : q.where('sub_category_id', '=', where.subCategoryId)))
        .limit(1)
        .executeTakeFirst()) !== undefined,
    deleteCategory: async (id: number) => {
      await db.deleteFrom('article_categories').where('id', '=', id).execute();
    },
    deleteSubCategory: async (id: number) => {
      await db.deleteFrom('article_sub_categories').where('id', '=', id).execute();
    },
  };
}

export type ArticlesRepository = Repository<ReturnType<typeof createArticlesRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    articlesRepository: ArticlesRepository;
  }
}

export const articlesRepositoryPlugin = repositoryPlugin('articles', 'articlesRepository', createArticlesRepository);

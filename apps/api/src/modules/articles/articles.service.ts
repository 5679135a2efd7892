import type { FastifyInstance } from 'fastify';
import type { ArticleCard, ArticleCategory, ArticleCategoryResult, ArticlePage, ArticleViewResult } from '@baandee/contracts';
import { ARTICLE_HIGHLIGHTS_MAX, normalizeSearchText, RELATED_ARTICLES_MAX, RELATED_LISTINGS_MAX, RESULTS_PER_PAGE } from '@baandee/domain';
import { notFound } from '../../lib/errors.js';
import { categorySlugId, toAdminArticle, toArticleCard, toArticleDetail } from './article-mappers.js';

/** Keyword terms: normalised like the stored search text, at most this many (a sentence, not a book). */
const MAX_TERMS = 8;

export const keywordTerms = (keyword: string | undefined): string[] =>
  keyword ? [...new Set(normalizeSearchText(keyword).split(' ').filter(Boolean))].slice(0, MAX_TERMS) : [];

function page<T>(data: T[], total: number, current: number, perPage: number) {
  return { data, current_page: current, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** GET api/article: public articles, newest first, filtered by keyword, category and sub-category. */
export async function listArticles(
  app: Pick<FastifyInstance, 'articlesRepository'>,
  query: { page: number; keyword?: string; category_id?: number; sub_category_id?: number },
): Promise<ArticlePage> {
  const { rows, total } = await app.articlesRepository.publicPage({
    terms: keywordTerms(query.keyword),
    categoryId: query.category_id,
    subCategoryId: query.sub_category_id,
    page: query.page,
    perPage: RESULTS_PER_PAGE,
  });
  return page(rows.map(toArticleCard), total, query.page, RESULTS_PER_PAGE);
}

export async function highlightArticles(app: Pick<FastifyInstance, 'articlesRepository'>): Promise<{ data: ArticleCard[] }> {
  return { data: (await app.articlesRepository.highlights(ARTICLE_HIGHLIGHTS_MAX)).map(toArticleCard) };
}

/** Every category with its sub-categories, each in its order (spec section 3 "Article category"). */
export async function allCategories(app: Pick<FastifyInstance, 'articlesRepository'>): Promise<ArticleCategory[]> {
  const [categories, subs] = await Promise.all([app.articlesRepository.categories(), app.articlesRepository.subCategories()]);
  return categories.map((category) => ({
    category_id: category.id,
    cate_name_th: category.name_th,
    cate_name_en: category.name_en,
    slug: category.slug,
    slug_id: categorySlugId(category.slug, category.id),
    sub_categories: subs
      .filter((sub) => sub.category_id === category.id)
      .map((sub) => ({
        sub_category_id: sub.id,
        subcategory_name_th: sub.name_th,
        subcategory_name_en: sub.name_en,
        slug: sub.slug,
        slug_id: categorySlugId(sub.slug, sub.id),
      })),
  }));
}

/**
 * GET api/article-category: the category and a page of its articles, or of one of its
 * sub-categories. An unknown category, or a sub-category of another, is 404.
 */
export async function categoryArticles(
  app: Pick<FastifyInstance, 'articlesRepository'>,
  query: { category_id: number; sub_category_id?: number; page: number },
): Promise<ArticleCategoryResult> {
  const category = (await allCategories(app)).find((c) => c.category_id === query.category_id);
  if (!category) throw notFound();
  if (query.sub_category_id !== undefined && !category.sub_categories.some((sub) => sub.sub_category_id === query.sub_category_id)) throw notFound();
  const articles = await listArticles(app, { page: query.page, category_id: query.category_id, sub_category_id: query.sub_category_id });
  return { category, articles };
}

/**
 * Listings to show under an article: published ones in the article's district and of its
 * estate type first, then either; with neither set, the recommended listings.
 */
async function relatedListings(app: Pick<FastifyInstance, 'listingCardsRepository'>, hint: { districtId: number | null; estateTypeId: number | null }, viewerId: number | null) {
  const ids =
    hint.districtId === null && hint.estateTypeId === null
      ? await app.listingCardsRepository.recommendedIds(RELATED_LISTINGS_MAX)
      : await app.listingCardsRepository.relatedIds(hint, RELATED_LISTINGS_MAX);
  return app.listingCardsRepository.byIds(ids, viewerId);
}

/**
 * GET api/article/view: a public article (a draft, or one whose time has not come, is 404
 * 'content not found'), its related articles and listings. Everything an article page
 * needs, also for the server-rendered HTML.
 */
export async function viewArticle(
  app: Pick<FastifyInstance, 'articlesRepository' | 'listingCardsRepository'>,
  id: number,
  viewerId: number | null,
  viewerIsAdmin = false,
): Promise<ArticleViewResult> {
  const row = await app.articlesRepository.publicArticle(id);
  // an admin previews an article before it is public; for anyone else it does not exist yet
  const unpublished = !row && viewerIsAdmin ? await app.articlesRepository.adminArticle(id) : undefined;
  const article = row ?? unpublished;
  if (!article) throw notFound();
  const [related, listings] = await Promise.all([
    app.articlesRepository.related(article, RELATED_ARTICLES_MAX),
    relatedListings(app, { districtId: article.related_district_id, estateTypeId: article.related_estate_type_id }, viewerId),
  ]);
  const result: ArticleViewResult = { article: toArticleDetail(article), related_articles: related.map(toArticleCard), related_listings: listings };
  if (unpublished) {
    const { status, publish_at } = toAdminArticle(unpublished);
    result.preview = { status: status === 'draft' ? 'draft' : 'scheduled', publish_at };
  }
  return result;
}

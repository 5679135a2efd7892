import { ARTICLE_HIGHLIGHTS_MAX, ARTICLE_RESOURCE_ID, ARTICLE_STATUSES, ARTICLE_TEXT_LIMITS, RESULTS_PER_PAGE } from '@baandee/domain';
import { z } from './error-map.js';
import { rowId } from './account-fields.js';
import { requiredText, text, withoutNul } from './common.js';
import { listingCard, listingImage, paginated } from './listing.js';

/**
 * Articles (spec sections 2, 3, 7, 9): the public calls carry `resource_id=1`; categories
 * have sub-categories (spec section 3, "Article category"); admins write articles in Thai
 * and English under /api/admin/article.
 */

const unset = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const number = z.coerce.number({ message: 'must be a number' });
const page = optional(number.int().min(1).max(10_000)).default(1);

/** resource_id=1 on every public article call (spec section 9); anything else is refused. */
const resourceId = z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), z.number().pipe(z.literal(ARTICLE_RESOURCE_ID)));

export const articleStatusField = z.enum(ARTICLE_STATUSES);

/** A sub-category as spec section 3 names its fields, plus the slug of its page link. */
export const articleSubCategory = z.object({
  sub_category_id: z.number(),
  subcategory_name_th: z.string(),
  subcategory_name_en: z.string(),
  slug: z.string(),
  slug_id: z.string().meta({ description: '`subcategory` of /article-category: the slug, a hyphen and the id' }),
});
export type ArticleSubCategory = z.infer<typeof articleSubCategory>;

export const articleCategory = z.object({
  category_id: z.number(),
  cate_name_th: z.string(),
  cate_name_en: z.string(),
  slug: z.string(),
  slug_id: z.string().meta({ description: '`category` of /article-category: the slug, a hyphen and the id' }),
  sub_categories: z.array(articleSubCategory),
});
export type ArticleCategory = z.infer<typeof articleCategory>;

/** GET api/article-all-categories: every category in its order, each with its sub-categories. */
export const articleAllCategoriesResult = z.array(articleCategory);

const named = z.object({ id: z.number(), name_th: z.string(), name_en: z.string(), slug_id: z.string() });

/** An article on a card or in a list: enough for the picture, the title, the lead and the link. */
export const articleCard = z.object({
  article_id: z.number(),
  title_th: z.string(),
  title_en: z.string(),
  summary_th: z.string(),
  summary_en: z.string(),
  cover_img: z.string().nullable().meta({ description: 'Cover 976x510 (WebP)' }),
  thumb_img: z.string().nullable().meta({ description: 'Thumbnail 280x160 (WebP)' }),
  category: named,
  sub_category: named.nullable(),
  is_highlight: z.boolean(),
  reading_minutes_th: z.number(),
  reading_minutes_en: z.number(),
  published_at: z.string().meta({ description: 'When it became public (ISO 8601)' }),
  updated_at: z.string(),
});
export type ArticleCard = z.infer<typeof articleCard>;

export const articlePage = paginated(articleCard);
export type ArticlePage = z.infer<typeof articlePage>;

/** Thai or English words of a title or summary; a term matches anywhere, also inside unspaced Thai. */
export const ARTICLE_KEYWORD_MAX = 200;

/** GET api/article?resource_id=1&page=&keyword=&category_id=&sub_category_id= */
export const articleQuery = z.object({
  resource_id: resourceId,
  page,
  keyword: optional(text(ARTICLE_KEYWORD_MAX)),
  category_id: optional(rowId),
  sub_category_id: optional(rowId),
});

/** GET api/article/view?resource_id=1&article_id= */
export const articleViewQuery = z.object({ resource_id: resourceId, article_id: rowId });

export const articleAuthor = z.object({
  id: z.number().nullable(),
  name: z.string(),
  image: z.string().nullable(),
});

/** Everything an article's page shows: the card's fields, both bodies (sanitised HTML), the author. */
export const articleDetail = articleCard.extend({
  body_th: z.string().meta({ description: 'Sanitised HTML' }),
  body_en: z.string().meta({ description: 'Sanitised HTML; empty when the article has no English text' }),
  author: articleAuthor,
  path: z.string().meta({ description: '/view-article/{article_id}' }),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** An article not public yet, as only an admin sees it: its status and planned time. */
export const articlePreview = z.object({
  status: z.enum(['draft', 'scheduled']),
  publish_at: z.string().nullable(),
});
export type ArticlePreview = z.infer<typeof articlePreview>;

export const articleViewResult = z.object({
  article: articleDetail,
  related_articles: z.array(articleCard),
  related_listings: z.array(listingCard),
  /** Present only when an admin opens an article that is not public yet (a draft or one scheduled): everyone else gets 404. */
  preview: articlePreview.optional(),
});
export type ArticleViewResult = z.infer<typeof articleViewResult>;

/** GET api/article-highlight: the highlighted articles, newest first. */
export const articleHighlightResult = z.object({ data: z.array(articleCard).max(ARTICLE_HIGHLIGHTS_MAX) });

/** GET api/article-category?category_id=&sub_category_id=&page= */
export const articleCategoryQuery = z.object({
  category_id: rowId,
  sub_category_id: optional(rowId),
  page,
});
export const articleCategoryResult = z.object({
  category: articleCategory,
  articles: articlePage,
});
export type ArticleCategoryResult = z.infer<typeof articleCategoryResult>;

/* ---- admin ---- */

export const articleIdParams = z.object({ id: rowId });

/** Which of the admin's tabs: `published` are public now, `scheduled` wait for their time. */
export const ADMIN_ARTICLE_TABS = ['all', ...ARTICLE_STATUSES] as const;
export const adminArticleQuery = z.object({
  status: optional(z.enum(ADMIN_ARTICLE_TABS)).default('all'),
  keyword: optional(text(ARTICLE_KEYWORD_MAX)),
  page,
});

export const adminArticle = articleCard.extend({
  status: articleStatusField.meta({ description: 'A scheduled article whose time has come reads as published' }),
  publish_at: z.string().nullable(),
  body_th: z.string(),
  body_en: z.string(),
  category_id: z.number(),
  sub_category_id: z.number().nullable(),
  related_district_id: z.number().nullable(),
  related_estate_type_id: z.number().nullable(),
  author: articleAuthor,
  created_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticlesResult = paginated(adminArticle).extend({
  counts: z.object({ all: z.number(), draft: z.number(), published: z.number(), scheduled: z.number() }),
});
export type AdminArticlesResult = z.infer<typeof adminArticlesResult>;

const html = z.string().max(ARTICLE_TEXT_LIMITS.body).refine(withoutNul);
const optionalId = z.preprocess(unset, rowId.nullable().default(null));
/** An uploaded picture's URL (this site's storage); the server refuses any other. */
const imageUrl = z.preprocess(unset, z.string().trim().max(500).refine(withoutNul).nullable().default(null));

/**
 * POST api/admin/article/store: without id a new article, with id an update. The HTML is
 * sanitised on the server with an allow-list before it is stored. `published` publishes
 * now (an article published before keeps its date unless publish_at is sent);
 * `scheduled` needs a publish_at in the future.
 */
/** A category the editor must pick: missing (or the empty choice, 0) says so on the field. */
const chosenCategory = z
  .preprocess((value) => (value === 0 || value === '' || value === null ? undefined : value), rowId.optional())
  .refine((value) => value !== undefined, { message: 'not chosen' })
  .transform((value) => value!);

export const adminArticleBody = z.object({
  id: rowId.optional(),
  category_id: chosenCategory,
  sub_category_id: optionalId,
  title_th: requiredText(ARTICLE_TEXT_LIMITS.title),
  title_en: text(ARTICLE_TEXT_LIMITS.title).default(''),
  summary_th: text(ARTICLE_TEXT_LIMITS.summary).default(''),
  summary_en: text(ARTICLE_TEXT_LIMITS.summary).default(''),
  body_th: html.pipe(z.string().trim().min(1)),
  body_en: html.default(''),
  cover_img: imageUrl,
  is_highlight: z.boolean().default(false),
  status: articleStatusField,
  publish_at: z.preprocess(unset, z.iso.datetime({ offset: true, message: 'invalid input' }).nullable().default(null)),
  related_district_id: optionalId,
  related_estate_type_id: optionalId,
});
export type AdminArticleBody = z.input<typeof adminArticleBody>;

export const articleUploadResult = listingImage;
export type ArticleUploadResult = z.infer<typeof articleUploadResult>;

const slugText = text(ARTICLE_TEXT_LIMITS.slug).pipe(z.string().min(1, { abort: true }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug not valid' }));

/** The admin's categories: every category with its sub-categories and how many articles each has. */
export const adminArticleCategory = articleCategory.extend({
  sort_order: z.number(),
  article_count: z.number(),
  sub_categories: z.array(articleSubCategory.extend({ sort_order: z.number(), article_count: z.number() })),
});
export type AdminArticleCategory = z.infer<typeof adminArticleCategory>;
export const adminArticleCategoriesResult = z.object({ categories: z.array(adminArticleCategory) });

/** POST api/admin/article-category/store: without id a new category, with id an update. */
export const adminArticleCategoryBody = z.object({
  id: rowId.optional(),
  slug: slugText,
  cate_name_th: requiredText(ARTICLE_TEXT_LIMITS.categoryName),
  cate_name_en: requiredText(ARTICLE_TEXT_LIMITS.categoryName),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AdminArticleCategoryBody = z.input<typeof adminArticleCategoryBody>;

/** POST api/admin/article-sub-category/store: without id a new sub-category, with id an update. */
export const adminArticleSubCategoryBody = z.object({
  id: rowId.optional(),
  category_id: rowId,
  slug: slugText,
  subcategory_name_th: requiredText(ARTICLE_TEXT_LIMITS.categoryName),
  subcategory_name_en: requiredText(ARTICLE_TEXT_LIMITS.categoryName),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AdminArticleSubCategoryBody = z.input<typeof adminArticleSubCategoryBody>;

export const articleDeletedResult = z.object({ id: z.number(), deleted: z.literal(true) });

/** Articles shown per page of the public lists. */
export const ARTICLES_PER_PAGE = RESULTS_PER_PAGE;

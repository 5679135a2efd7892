import type { AdminArticle, ArticleCard, ArticleDetail } from '@baandee/contracts';
import { articlePath, PRODUCT_NAME } from '@baandee/domain';
import type { ArticleBodies, ArticleRow } from './articles.repository.js';

/** `category` and `subcategory` of /article-category: the English slug, a hyphen and the id. */
export const categorySlugId = (slug: string, id: number) => `${slug}-${id}`;

export function toArticleCard(row: ArticleRow): ArticleCard {
  return {
    article_id: row.id,
    title_th: row.title_th,
    title_en: row.title_en,
    summary_th: row.summary_th,
    summary_en: row.summary_en,
    cover_img: row.cover_url,
    thumb_img: row.cover_thumb_url,
    category: { id: row.category_id, name_th: row.category_name_th, name_en: row.category_name_en, slug_id: categorySlugId(row.category_slug, row.category_id) },
    sub_category:
      row.sub_category_id === null || row.sub_category_slug === null
        ? null
        : {
            id: row.sub_category_id,
            name_th: row.sub_category_name_th ?? '',
            name_en: row.sub_category_name_en ?? '',
            slug_id: categorySlugId(row.sub_category_slug, row.sub_category_id),
          },
    is_highlight: row.is_highlight,
    reading_minutes_th: row.reading_minutes_th,
    reading_minutes_en: row.reading_minutes_en,
    published_at: (row.publish_at ?? row.created_at).toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The author as the page credits them: their name, else their company, else the site's team. */
function author(row: ArticleBodies) {
  const name = [row.author_firstname, row.author_lastname].filter(Boolean).join(' ').trim() || row.author_company_name?.trim() || PRODUCT_NAME;
  return { id: row.author_id, name, image: row.author_image };
}

export function toArticleDetail(row: ArticleRow & ArticleBodies): ArticleDetail {
  return { ...toArticleCard(row), body_th: row.body_th, body_en: row.body_en, author: author(row), path: articlePath(row.id) };
}

export function toAdminArticle(row: ArticleRow & ArticleBodies, now = new Date()): AdminArticle {
  const due = row.status !== 'draft' && row.publish_at !== null && row.publish_at <= now;
  return {
    ...toArticleCard(row),
    published_at: (row.publish_at ?? row.updated_at).toISOString(),
    status: row.status === 'draft' ? 'draft' : due ? 'published' : 'scheduled',
    publish_at: row.publish_at?.toISOString() ?? null,
    body_th: row.body_th,
    body_en: row.body_en,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    related_district_id: row.related_district_id,
    related_estate_type_id: row.related_estate_type_id,
    author: author(row),
    created_at: row.created_at.toISOString(),
  };
}

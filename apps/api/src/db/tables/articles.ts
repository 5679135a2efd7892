import type { ColumnType, Generated } from 'kysely';
import type { ArticleStatus } from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

/** An article category (spec section 3), migration 0010. */
export interface ArticleCategoriesTable {
  id: Generated<number>;
  slug: string;
  name_th: string;
  name_en: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ArticleSubCategoriesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name_th: string;
  name_en: string;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An article in Thai and English; public when not a draft and publish_at has come. */
export interface ArticlesTable {
  id: Generated<number>;
  resource_id: Generated<number>;
  category_id: number;
  sub_category_id: number | null;
  title_th: string;
  title_en: Generated<string>;
  summary_th: Generated<string>;
  summary_en: Generated<string>;
  /** Sanitised HTML. */
  body_th: string;
  body_en: Generated<string>;
  cover_url: string | null;
  cover_thumb_url: string | null;
  author_id: number | null;
  is_highlight: Generated<boolean>;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reading_minutes_th: Generated<number>;
  reading_minutes_en: Generated<number>;
  related_district_id: number | null;
  related_estate_type_id: number | null;
  /** Normalised, lower-cased titles and summaries in both languages: what a keyword matches. */
  search_text: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ArticleTables {
  article_categories: ArticleCategoriesTable;
  article_sub_categories: ArticleSubCategoriesTable;
  articles: ArticlesTable;
}

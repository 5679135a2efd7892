import type { ArticleCard, ArticleCategory, ArticleDetail, ArticleSubCategory } from '@baandee/contracts';
import { formatMarketDate, idFromSlugId } from '@baandee/domain';
import { currentLanguage } from '../../lib/i18n';

const english = () => currentLanguage() === 'en';

/** The title in the page's language (Thai when there is no English one). */
export const articleTitle = (article: Pick<ArticleCard, 'title_th' | 'title_en'>) => (english() && article.title_en ? article.title_en : article.title_th);
export const articleSummary = (article: Pick<ArticleCard, 'summary_th' | 'summary_en' | 'title_en'>) =>
  english() && article.title_en && article.summary_en ? article.summary_en : article.summary_th;
export const articleMinutes = (article: Pick<ArticleCard, 'reading_minutes_th' | 'reading_minutes_en' | 'title_en'>) =>
  english() && article.title_en && article.reading_minutes_en > 0 ? article.reading_minutes_en : article.reading_minutes_th;

/** The body in the page's language; `thaiOnly` when an English reader gets the Thai text. */
export function articleBody(article: Pick<ArticleDetail, 'body_th' | 'body_en'>): { html: string; thaiOnly: boolean } {
  if (!english()) return { html: article.body_th, thaiOnly: false };
  return article.body_en ? { html: article.body_en, thaiOnly: false } : { html: article.body_th, thaiOnly: true };
}

/** A category or sub-category as an article names it ({ name_th, name_en }). */
export const localNamed = (item: { name_th: string; name_en: string }) => (english() && item.name_en ? item.name_en : item.name_th);

export const categoryName = (category: Pick<ArticleCategory, 'cate_name_th' | 'cate_name_en'>) =>
  english() && category.cate_name_en ? category.cate_name_en : category.cate_name_th;
export const subCategoryName = (sub: Pick<ArticleSubCategory, 'subcategory_name_th' | 'subcategory_name_en'>) =>
  english() && sub.subcategory_name_en ? sub.subcategory_name_en : sub.subcategory_name_th;

/** `/article-category?category=slug-id&subcategory=slug-id` from the slug ids the API answers. */
export function categoryHref(categorySlugId: string, subSlugId?: string | null): string {
  const params = new URLSearchParams({ category: categorySlugId });
  if (subSlugId) params.set('subcategory', subSlugId);
  return `/article-category?${params.toString()}`;
}

/** The ids in /article-category's query: `category=renting-1&subcategory=rental-tips-3`. */
export function categoryParams(params: URLSearchParams): { categoryId: number | null; subCategoryId: number | undefined } {
  const sub = params.get('subcategory');
  return { categoryId: idFromSlugId(params.get('category') ?? ''), subCategoryId: sub ? (idFromSlugId(sub) ?? undefined) : undefined };
}

/** A date as the reader's language writes it (Thai: Buddhist-era year, e.g. 26 พฤศจิกายน 2569). */
export function articleDate(iso: string): string {
  return formatMarketDate(iso, english() ? 'en' : 'th', 'long');
}

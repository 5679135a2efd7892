import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { articleKeys } from './keys';

/**
 * GET api/article-category: a category, its sub-categories and a page of its articles. A
 * 404 (unknown category) reaches the route's error boundary: the not-found page.
 */
export const articleCategoryQuery = (categoryId: number, subCategoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: articleKeys.category(categoryId, subCategoryId ?? null, page),
    queryFn: ({ signal }) => call('articleCategory', { query: { category_id: categoryId, sub_category_id: subCategoryId, page } }, { signal, alert: false }),
    placeholderData: keepPreviousData,
  });

export function useArticleCategory(categoryId: number, subCategoryId: number | undefined, page: number) {
  return useQuery(articleCategoryQuery(categoryId, subCategoryId, page));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLE_RESOURCE_ID } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { articleKeys } from './keys';

export interface ArticleFilter {
  page: number;
  keyword?: string;
  categoryId?: number;
  subCategoryId?: number;
}

/** GET api/article?resource_id=1: published articles, newest first, 10 a page. */
export const articlesQuery = ({ page, keyword, categoryId, subCategoryId }: ArticleFilter) =>
  queryOptions({
    queryKey: articleKeys.list({ page, keyword: keyword ?? null, categoryId: categoryId ?? null, subCategoryId: subCategoryId ?? null }),
    queryFn: ({ signal }) =>
      call('article', { query: { resource_id: ARTICLE_RESOURCE_ID, page, keyword, category_id: categoryId, sub_category_id: subCategoryId } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useArticles(filter: ArticleFilter) {
  return useQuery(articlesQuery(filter));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** GET api/article-all-categories: the categories with their sub-categories (the header menu, /article). */
export const articleCategoriesQuery = () =>
  queryOptions({
    queryKey: articleKeys.categories,
    queryFn: ({ signal }) => call('articleAllCategories', {}, { signal, alert: false }),
    staleTime: 5 * 60_000,
  });

export function useArticleCategories() {
  return useQuery(articleCategoriesQuery());
}

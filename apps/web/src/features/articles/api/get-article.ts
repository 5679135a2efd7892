import { queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLE_RESOURCE_ID } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { articleKeys } from './keys';

/**
 * GET api/article/view?resource_id=1&article_id=: the article, related articles and
 * listings. A draft or an unknown article answers 404: the not-found page.
 */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: articleKeys.view(id),
    queryFn: ({ signal }) => call('articleView', { query: { resource_id: ARTICLE_RESOURCE_ID, article_id: id } }, { signal, alert: false }),
  });

export function useArticle(id: number) {
  return useQuery(articleQuery(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** GET api/article-highlight: the featured articles of /article. */
export const articleHighlightsQuery = () =>
  queryOptions({
    queryKey: articleKeys.highlights,
    queryFn: ({ signal }) => call('articleHighlight', {}, { signal }),
  });

export function useArticleHighlights() {
  return useQuery(articleHighlightsQuery());
}

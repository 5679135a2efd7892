import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET api/article-highlight: the featured articles of /article. */
export const articleHighlightsQuery = () =>
  queryOptions({
    queryKey: ['articles', 'highlights'],
    queryFn: ({ signal }) => call('articleHighlight', {}, { signal }),
  });

export function useArticleHighlights() {
  return useQuery(articleHighlightsQuery());
}

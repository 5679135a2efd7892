import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { songkranKeys } from './keys';

/**
 * GET api/event/songkran/{ref}: a greeting card for anyone with its link. A card never
 * changes once made. A 404 reaches the route's error boundary: the not-found page.
 */
export const songkranCardQuery = (ref: string) =>
  queryOptions({
    queryKey: songkranKeys.card(ref),
    queryFn: ({ signal }) => call('songkranCard', { params: { ref } }, { signal, alert: false }),
    staleTime: Infinity,
  });

export function useSongkranCard(ref: string) {
  return useQuery(songkranCardQuery(ref));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { listingQualityKeys } from './keys';

/**
 * GET api/estate/quality/{announce_id}: the score and its fixes in the page's language.
 * Under the listings' key, so every save and status change that refreshes them refreshes it.
 */
export const listingQualityQuery = (id: number) => {
  const lang = currentLanguage();
  return queryOptions({
    queryKey: listingQualityKeys.one(id, lang),
    queryFn: ({ signal }) => call('estateQuality', { params: { announce_id: id }, query: { lang } }, { signal }),
    staleTime: 0,
  });
};

export function useListingQuality(id: number | null, enabled = true) {
  return useQuery({ ...listingQualityQuery(id ?? 0), enabled: enabled && id !== null });
}

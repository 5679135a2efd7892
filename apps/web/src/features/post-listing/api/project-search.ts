import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { postingKeys } from './keys';

// Master data changes with a deploy, not during a visit.
const cached = { staleTime: Infinity, throwOnError: false } as const;

/** GET api/project-estate?q=: the project picker's matches for what was typed. */
export function useProjectSearch(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: postingKeys.projects(q),
    queryFn: ({ signal }) => call('projectEstate', { query: { q: q || undefined, limit: 20 } }, { signal, alert: false }),
    ...cached,
    placeholderData: keepPreviousData,
  });
}

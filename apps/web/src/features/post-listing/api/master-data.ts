import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

// Master data changes with a deploy, not during a visit.
const cached = { staleTime: Infinity, throwOnError: false } as const;

/** GET api/district-around-bangkok: the six provinces a listing may be posted in, with their districts. */
export function useProvincesForPosting() {
  return useQuery(
    queryOptions({
      queryKey: ['district-around-bangkok'],
      queryFn: ({ signal }) => call('districtAroundBangkok', {}, { signal }),
      ...cached,
    }),
  );
}

/** GET api/train-data: lines and stations, to name the suggested stations and add others. */
export function useTrainData() {
  return useQuery(
    queryOptions({ queryKey: ['train-data'], queryFn: ({ signal }) => call('trainData', {}, { signal }), ...cached }),
  );
}

/** GET api/project-estate?q=: the project picker's matches for what was typed. */
export function useProjectSearch(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['project-estate', q],
    queryFn: ({ signal }) => call('projectEstate', { query: { q: q || undefined, limit: 20 } }, { signal, alert: false }),
    ...cached,
    placeholderData: keepPreviousData,
  });
}

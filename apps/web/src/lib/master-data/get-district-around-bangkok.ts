import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { masterDataKeys } from '../keys';

/** GET api/district-around-bangkok: Bangkok and its five neighbouring provinces, each with its districts. */
export const districtAroundBangkokQuery = () =>
  queryOptions({
    queryKey: masterDataKeys.districtsAroundBangkok,
    queryFn: ({ signal }) => call('districtAroundBangkok', {}, { signal, alert: false }),
    staleTime: Infinity, // master data changes with a deploy, not during a visit
    throwOnError: false,
  });

export function useDistrictAroundBangkok(enabled = true) {
  return useQuery({ ...districtAroundBangkokQuery(), enabled });
}

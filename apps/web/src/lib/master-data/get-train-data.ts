import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { masterDataKeys } from '../keys';

/** GET api/train-data: rail types, lines and stations. */
export const trainDataQuery = () =>
  queryOptions({
    queryKey: masterDataKeys.train,
    queryFn: ({ signal }) => call('trainData', {}, { signal, alert: false }),
    staleTime: Infinity, // master data changes with a deploy, not during a visit
    throwOnError: false,
  });

export function useTrainData(enabled = true) {
  return useQuery({ ...trainDataQuery(), enabled });
}

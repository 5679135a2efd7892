import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditKeys } from './keys';

/** GET api/package: the packages on sale now. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: creditKeys.packages,
    queryFn: ({ signal }) => call('packages', {}, { signal }),
  });

export function usePackages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...packagesQuery(), enabled });
}

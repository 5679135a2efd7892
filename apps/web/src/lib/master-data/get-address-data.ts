import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { masterDataKeys } from '../keys';

/** GET api/address-data: provinces, districts and sub-districts with postal codes. */
export function getAddressData(signal?: AbortSignal) {
  return call('addressData', {}, { signal });
}

export const addressDataQuery = () =>
  queryOptions({
    queryKey: masterDataKeys.address,
    queryFn: ({ signal }) => getAddressData(signal),
    staleTime: Infinity, // master data changes with a deploy, not during a visit
    throwOnError: false,
  });

export function useAddressData() {
  return useQuery(addressDataQuery());
}

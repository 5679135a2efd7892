import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingKeys } from './keys';

/** GET api/mortgage-settings: the calculator's defaults (the admin's, else the documented ones). */
export const mortgageSettingsQuery = () =>
  queryOptions({
    queryKey: listingKeys.mortgageSettings,
    queryFn: ({ signal }) => call('mortgageSettings', {}, { signal, alert: false }),
    staleTime: 10 * 60_000,
    throwOnError: false,
  });

export function useMortgageSettings() {
  return useQuery(mortgageSettingsQuery());
}

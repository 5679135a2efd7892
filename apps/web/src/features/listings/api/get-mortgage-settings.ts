import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const mortgageSettingsKey = ['mortgage-settings'] as const;

/** GET api/mortgage-settings: the calculator's defaults (the admin's, else the documented ones). */
export const mortgageSettingsQuery = () =>
  queryOptions({
    queryKey: mortgageSettingsKey,
    queryFn: ({ signal }) => call('mortgageSettings', {}, { signal, alert: false }),
    staleTime: 10 * 60_000,
    throwOnError: false,
  });

export function useMortgageSettings() {
  return useQuery(mortgageSettingsQuery());
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MortgageSettingsBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { listingKeys } from '../../listings';

/** GET api/admin/mortgage-settings: the calculator's defaults and whether an admin set them. */
export const adminMortgageSettingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.mortgageSettings,
    queryFn: ({ signal }) => call('adminMortgageSettings', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export function useAdminMortgageSettings() {
  return useQuery(adminMortgageSettingsQuery());
}

/** PUT api/admin/mortgage-settings: listing pages read the new defaults (their query is dropped). The form shows field errors itself. */
export function useStoreAdminMortgageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MortgageSettingsBody) => call('adminStoreMortgageSettings', { body }, { alert: false }),
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.mortgageSettings, result);
      return queryClient.invalidateQueries({ queryKey: listingKeys.mortgageSettings });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * GET api/admin/summary: the overview's counts. It also tells whether the signed-in user
 * is an admin (403 otherwise), so the admin screens show the not-found page instead of an alert.
 */
export function getAdminSummary(signal?: AbortSignal) {
  return call('adminSummary', {}, { signal, alert: false });
}

export const adminSummaryQuery = () =>
  queryOptions({
    queryKey: adminKeys.summary,
    queryFn: ({ signal }) => getAdminSummary(signal),
    retry: false,
  });

export function useAdminSummary(options: { enabled: boolean }) {
  return useQuery({ ...adminSummaryQuery(), enabled: options.enabled });
}

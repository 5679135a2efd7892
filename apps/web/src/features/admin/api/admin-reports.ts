import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportAction, ReportStatus } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notifyDone } from '../notify';
import { adminKeys } from './keys';

/** GET api/admin/report?status=&page=: reports with the listing, its owner, the owner's other listings and earlier reports. */
export const adminReportsQuery = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.reportPage(status, page),
    queryFn: ({ signal }) => call('adminReports', { query: { status, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

export function useAdminReports(status: ReportStatus, page: number) {
  return useQuery(adminReportsQuery(status, page));
}

export interface ReportDecision {
  id: number;
  action: ReportAction;
  note?: string;
}

/** PUT api/admin/report/resolve/{id}: the queue, the users and the overview's counts are read again. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note = '' }: ReportDecision) => call('adminResolveReport', { params: { id }, body: { action, note } }),
    // said here, not by the report's card: the refreshed list may take the card away first
    onSuccess: () => notifyDone(i18n.t('admin:reports.done')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      ]),
  });
}

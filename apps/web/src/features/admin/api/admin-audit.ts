import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminAuditQuery as auditQuerySchema, z } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AuditFilters = Partial<Omit<z.input<typeof auditQuerySchema>, 'page'>>;

/** GET api/admin/audit: the trail, newest first, with the screen's filters. */
export const adminAuditQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(filters, page),
    queryFn: ({ signal }) => call('adminAudit', { query: { ...filters, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

export function useAdminAudit(filters: AuditFilters, page: number) {
  return useQuery(adminAuditQuery(filters, page));
}

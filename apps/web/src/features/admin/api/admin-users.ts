import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/user?q=&page=: users by e-mail, phone, name or id. */
export const adminUsersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userList(q, page),
    queryFn: ({ signal }) => call('adminUsers', { query: { q, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

export function useAdminUsers(q: string, page: number) {
  return useQuery(adminUsersQuery(q, page));
}

/** GET api/admin/user/{id}: the account with its listings, payments, credits, sessions and reports. */
export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => call('adminUser', { params: { id } }, { signal }),
    staleTime: 0,
    throwOnError: false,
  });
}

/** PUT api/admin/user/suspend/{id} with a reason, or unsuspend/{id}. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      reason === null ? call('adminUnsuspendUser', { params: { id } }) : call('adminSuspendUser', { params: { id }, body: { reason } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      ]),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSongkranBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { songkranKeys } from '../../songkran';

/** GET api/admin/event/songkran: the Songkran event's settings and numbers. */
export const adminSongkranQuery = () =>
  queryOptions({
    queryKey: adminKeys.songkran,
    queryFn: ({ signal }) => call('adminSongkran', {}, { signal }),
    staleTime: 0,
    // a failing screen shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminSongkran() {
  return useQuery(adminSongkranQuery());
}

/** POST api/admin/event/songkran/store: the window and the reward; the answer is the screen's new state. The form shows field errors itself. */
export function useStoreAdminSongkran() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSongkranBody) => call('adminStoreSongkran', { body }, { alert: false }),
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.songkran, result);
      return queryClient.invalidateQueries({ queryKey: songkranKeys.events });
    },
  });
}

/** DELETE api/admin/event/songkran: the environment's defaults apply again; the answer is the screen's new state. */
export function useResetAdminSongkran() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('adminResetSongkran', {}),
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.songkran, result);
      return queryClient.invalidateQueries({ queryKey: songkranKeys.events });
    },
  });
}

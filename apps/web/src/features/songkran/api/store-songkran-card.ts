import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SongkranStoreBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { songkranKeys } from './keys';

/** POST api/event/songkran/store: the server draws the card; the page lists it with the user's cards. */
export function useStoreSongkranCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SongkranStoreBody) => call('songkranStore', { body }, { alert: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songkranKeys.events }),
  });
}

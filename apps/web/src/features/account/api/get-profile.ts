import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { setProfile } from '../../../lib/session';

/** GET api/user/{id}: the signed-in user's full profile; refreshes the one the session holds. */
export async function getProfile(id: number, signal?: AbortSignal) {
  const profile = await call('userInfo', { params: { id } }, { signal });
  setProfile(profile);
  return profile;
}

export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profile', id],
    queryFn: ({ signal }) => getProfile(id, signal),
    staleTime: 0, // credits, LINE status and verification change elsewhere: always fresh on open
  });

export function useProfile(id: number) {
  return useQuery(profileQuery(id));
}

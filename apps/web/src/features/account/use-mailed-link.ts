import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { profileQuery } from '../../lib/current-user';
import { useSession } from '../../lib/session';
import { accountKeys } from './api/keys';

/**
 * Spends the single-use token of a mailed link (`?token=…`) once: the call is a cached
 * query, so a re-render or a strict-mode remount never spends it twice. On success the
 * signed-in user's profile is refetched, since the link changed the account.
 */
export function useMailedLink<T>(name: string, spend: (body: { token: string }) => Promise<T>) {
  const [params] = useSearchParams();
  const linkToken = params.get('token')?.trim() ?? '';
  const { token: session, userId } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: accountKeys.mailedLink(name, linkToken),
    queryFn: () => spend({ token: linkToken }),
    enabled: linkToken !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    throwOnError: false,
  });

  useEffect(() => {
    if (query.isSuccess && userId !== null) void queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey });
  }, [query.isSuccess, userId, queryClient]);

  return { linkToken, session, query };
}

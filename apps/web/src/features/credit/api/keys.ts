import type { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/current-user';
import { sessionStore } from '../../../lib/session';

/** Every credit query starts with this key: a change of the balance reads them all again. */
export const creditKeys = {
  all: ['credit'] as const,
  info: (type: string, page: number) => ['credit', 'info', type, page] as const,
  packages: ['credit', 'packages'] as const,
  payments: (page: number) => ['credit', 'payments', page] as const,
  payment: (id: string) => ['credit', 'payment', id] as const,
};

/**
 * The balance changed (a boost, a purchase, a slip): the history, the payments and the
 * profile's `credit` (the user menu and the credit bar read it) are read again together.
 */
export async function refreshCredit(queryClient: QueryClient): Promise<void> {
  const { userId } = sessionStore.get();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    userId === null ? null : queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey }),
  ]);
}

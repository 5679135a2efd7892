import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NotFoundError } from './api-client';

/**
 * A query answering 404 throws to the route's error boundary, which shows the not-found
 * page; a mutation answering 404 calls `onMutationNotFound` (the app shows the same page).
 * Other failures were already shown by the api client.
 */
export function createQueryClient(onMutationNotFound: () => void = () => {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof NotFoundError) onMutationNotFound();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // a 4xx answer will not change on a retry; network failures and 5xx may
        retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        throwOnError: (error) => error instanceof NotFoundError,
      },
    },
  });
}

let appClient: QueryClient | null = null;

/** The app's cache for code that runs outside React (route loaders); main.tsx sets it once. */
export function setAppQueryClient(client: QueryClient): void {
  appClient = client;
}

export const appQueryClient = (): QueryClient | null => appClient;

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `ui` inside the app's providers and a memory router whose layout keeps `ui`
 * mounted across navigations (like the shell), with a page per path in `paths`.
 */
export function renderInShell(ui: ReactNode, { paths = ['/'], initial = '/' }: { paths?: string[]; initial?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: paths.map((path) => ({ path, element: <p data-testid="page">{path}</p> })),
      },
    ],
    { initialEntries: [initial] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

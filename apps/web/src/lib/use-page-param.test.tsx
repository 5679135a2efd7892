import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageParam, useSetFilterParam } from './use-page-param';

/** A list page's tab and page controls, and two presses in one go (the page's render of the first still to come). */
function List() {
  const [page, setPage] = usePageParam();
  const setFilter = useSetFilterParam();
  return (
    <>
      <p data-testid="page">{page}</p>
      <button type="button" onClick={() => setPage(3)}>
        page 3
      </button>
      <button type="button" onClick={() => setFilter('status', 'draft')}>
        drafts
      </button>
      <button
        type="button"
        onClick={() => {
          setFilter('status', 'draft');
          setPage(2);
        }}
      >
        drafts, then page 2
      </button>
    </>
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/admin/articles', element: <List /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return () => router.state.location.search;
}

describe('a list page’s parameters in the address', () => {
  it('a page keeps the filters, and a filter goes back to the first page', async () => {
    const search = renderAt('/admin/articles?status=published&sort=new');
    await act(async () => screen.getByText('page 3').click());
    expect(new URLSearchParams(search()).toString()).toBe('status=published&sort=new&page=3');
    await act(async () => screen.getByText('drafts').click());
    expect(new URLSearchParams(search()).toString()).toBe('status=draft&sort=new');
    expect(screen.getByTestId('page').textContent).toBe('1');
  });

  it('a page pressed right after a tab, before the list has rendered the tab, keeps the tab', async () => {
    const search = renderAt('/admin/articles');
    await act(async () => screen.getByText('drafts, then page 2').click());
    expect(new URLSearchParams(search()).toString()).toBe('status=draft&page=2');
  });
});

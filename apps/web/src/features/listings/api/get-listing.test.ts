import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingView } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { listingViewQuery } from './get-listing';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));

/** The fields the comparison reads; the page's answer has more, compared the same way. */
const served = { id: 7, announce_title: 'คอนโดใกล้ BTS', sell_price: 3_500_000, favorite: false, view_count: 41, images: [{ url: 'a.webp', thumb_url: 'a-s.webp', large_url: 'a-l.webp' }] } as unknown as ListingView;

/** The listing page as main.tsx seeds it from the server's page: stale, so the browser asks again and counts the visit. */
function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(listingViewQuery(7).queryKey, served, { updatedAt: 1 });
  return queryClient;
}

describe('the listing page asking again after the server rendered it', () => {
  afterEach(() => vi.mocked(call).mockReset());

  it('keeps the server’s answer when the visit only counted: the page renders nothing again', async () => {
    const queryClient = seeded();
    vi.mocked(call).mockResolvedValue({ ...served, view_count: 42, images: [{ ...served.images[0]! }] });
    await queryClient.fetchQuery(listingViewQuery(7));
    expect(call).toHaveBeenCalledWith('estateView', expect.objectContaining({ params: { announce_id: 7 } }), expect.anything());
    expect(queryClient.getQueryData(listingViewQuery(7).queryKey)).toBe(served);
  });

  it('shows the answer when the listing changed since the page was cached', async () => {
    const queryClient = seeded();
    vi.mocked(call).mockResolvedValue({ ...served, view_count: 42, sell_price: 3_200_000 });
    await queryClient.fetchQuery(listingViewQuery(7));
    expect(queryClient.getQueryData(listingViewQuery(7).queryKey)).toMatchObject({ sell_price: 3_200_000, view_count: 42 });
  });
});

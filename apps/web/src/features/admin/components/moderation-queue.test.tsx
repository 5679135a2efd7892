import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminListingCard } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { useAdminSummary } from '../api/get-admin-summary';
import { cardFixture } from '../../listings/test-listings';
import { ModerationQueue } from './moderation-queue';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th;
const moderation = th.admin.moderation;

const pending = (id: number, title: string): AdminListingCard => ({
  ...cardFixture({ id, announce_title: title, status: 'pending' }),
  images: [],
  owner: { id: 3, email: 'owner@example.com', firstname: null, lastname: null, phone: null, company_name: null },
  hold_reason: null,
  duplicate_of: null,
  duplicate_matches: [],
  moderation_reason: null,
  submitted_at: '2026-11-20T02:00:00.000Z',
});

/**
 * The admin screen around every queue reads the overview's counts, and a decision reads them
 * again with the queue: the counts answer a little after the list, so the decided item has
 * left the screen before the decision is settled (as in a browser, where each answer comes
 * in its own task).
 */
function AdminCounts() {
  useAdminSummary({ enabled: true });
  return null;
}
const slowSummary = () => new Promise<never>((resolve) => setTimeout(() => resolve({} as never), 50));

/**
 * The mocked API: the pending queue holds both listings until one is decided, then only the
 * other (a decided listing leaves the queue when it is read again, as on the server).
 */
function answer() {
  const queue = [pending(42, 'คอนโดริมแม่น้ำ'), pending(43, 'ทาวน์เฮาส์บางนา')];
  vi.mocked(call).mockImplementation(async (name, request) => {
    if (name === 'adminEstates') return { data: [...queue], current_page: 1, last_page: 1, per_page: 10, total: queue.length } as never;
    if (name === 'estateMaster') return { estate_types: [] } as never;
    if (name === 'adminSummary') return slowSummary();
    if (name === 'adminApproveEstate' || name === 'adminRejectEstate') {
      const id = (request as { params: { id: number } }).params.id;
      queue.splice(
        queue.findIndex((listing) => listing.id === id),
        1,
      );
      return { id, status: name === 'adminApproveEstate' ? 'publish' : 'draft', action: 'approve', moderation_reason: null } as never;
    }
    return {} as never;
  });
}

/** The queue as the console shows it (with the counts and the notifications), and its first card (listing 42). */
async function openQueue(): Promise<HTMLElement> {
  answer();
  renderInShell(
    <>
      <Notifications />
      <AdminCounts />
      <ModerationQueue />
    </>,
  );
  return (await screen.findAllByTestId('moderation-item')).find((item) => item.dataset.listingId === '42')!;
}

describe('ModerationQueue', () => {
  beforeAll(() => loadNamespaces('admin', 'listing', 'errors'));
  afterEach(() => vi.mocked(call).mockReset());

  it('confirms a single approval though the listing leaves the queue when it is read again', async () => {
    const first = await openQueue();
    fireEvent.click(within(first).getByRole('button', { name: moderation.approve }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminApproveEstate', { params: { id: 42 } }));
    await waitFor(() => expect(screen.getAllByTestId('moderation-item').map((item) => item.dataset.listingId)).toEqual(['43']));
    expect(await screen.findByText(moderation.done.approve)).toBeTruthy();
  });

  it('confirms a single rejection and closes its reason dialog though the listing leaves the queue', async () => {
    const first = await openQueue();
    fireEvent.click(within(first).getByRole('button', { name: moderation.reject }));
    const dialog = await screen.findByRole('dialog', { name: moderation.rejectTitle });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${moderation.reason}`)), { target: { value: 'รูปไม่ตรงกับห้อง' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    expect(await screen.findByText(moderation.done.reject)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('moderation-item').map((item) => item.dataset.listingId)).toEqual(['43']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: moderation.rejectTitle })).toBeNull());
  });
});

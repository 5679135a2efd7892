import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminReport } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../../lib/api-client';
import { loadNamespaces } from '../../../../lib/i18n';
import { renderInShell } from '../../../../test/render';
import { useAdminSummary } from '../../api/get-admin-summary';
import { ReportsQueue } from './reports-queue';

vi.mock(import('../../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const reports = resources.th.admin.reports;

const openReport = (id: number, listingId: number, title: string): AdminReport => ({
  id,
  listing_id: listingId,
  reason: 'rented',
  message: 'ห้องนี้ให้เช่าไปแล้ว',
  status: 'open',
  action: null,
  note: null,
  created_at: '2026-11-20T02:00:00.000Z',
  resolved_at: null,
  reporter: null,
  listing: {
    id: listingId,
    slug_id: `x-${listingId}`,
    announce_title: title,
    status: 'publish',
    held: false,
    owner: { id: 3, email: 'owner@example.com', firstname: null, lastname: null, suspended: false },
  },
  owner_listings: [],
  earlier_reports: [],
});

/** The admin screen's counts, read again with the queue after a decision and answering a little after it (moderation-queue.test.tsx). */
function AdminCounts() {
  useAdminSummary({ enabled: true });
  return null;
}

describe('ReportsQueue', () => {
  beforeAll(() => loadNamespaces('admin', 'listing', 'errors'));
  afterEach(() => vi.mocked(call).mockReset());

  it('confirms a dismissal though the report leaves the open list when it is read again', async () => {
    const queue = [openReport(7, 42, 'คอนโดริมแม่น้ำ'), openReport(8, 43, 'ทาวน์เฮาส์บางนา')];
    vi.mocked(call).mockImplementation(async (name, request) => {
      if (name === 'adminReports') return { data: [...queue], current_page: 1, last_page: 1, per_page: 10, total: queue.length } as never;
      if (name === 'adminSummary') return new Promise<never>((resolve) => setTimeout(() => resolve({} as never), 50));
      if (name === 'adminResolveReport') {
        const id = (request as { params: { id: number } }).params.id;
        queue.splice(
          queue.findIndex((report) => report.id === id),
          1,
        );
        return { id, action: 'dismiss', closed: [id], listing_status: 'publish' } as never;
      }
      return {} as never;
    });
    renderInShell(
      <>
        <Notifications />
        <AdminCounts />
        <ReportsQueue />
      </>,
    );
    const first = (await screen.findAllByTestId('report-item')).find((item) => item.dataset.reportId === '7')!;
    fireEvent.click(within(first).getByRole('button', { name: reports.actions.dismiss }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminResolveReport', { params: { id: 7 }, body: { action: 'dismiss', note: '' } }));
    await waitFor(() => expect(screen.getAllByTestId('report-item').map((item) => item.dataset.reportId)).toEqual(['8']));
    expect(await screen.findByText(reports.done)).toBeTruthy();
  });
});

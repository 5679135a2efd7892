import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { useAdminSummary } from '../api/get-admin-summary';
import { paymentFixture } from '../../credit/test-credit';
import { PaymentsQueue } from './payments-queue';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th;
const queue = th.admin.queue;

const payment = (id: string, reference: string): AdminPayment => ({
  ...paymentFixture({ id, reference, status: 'awaiting_approval', slips: [] }),
  user: { id: 3, email: 'buyer@example.com', firstname: null, lastname: null },
  duplicate_slip: false,
  decided_by: null,
});
const page = { data: [payment('17', 'BDAAAA1111'), payment('18', 'BDBBBB2222')], current_page: 1, last_page: 1, per_page: 10, total: 2 };

/** The mocked API: the queue's page, and a bulk decision where the second payment was decided meanwhile. */
function answer() {
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'adminPayments') return page as never;
    if (name === 'adminBulkPayments')
      return {
        results: [
          { id: '17', ok: false, message: 'payment already decided' },
          { id: '18', ok: true, status: 'rejected' },
        ],
        done: 1,
        failed: 1,
      } as never;
    return {} as never;
  });
}

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

/** The mocked API for one decision at a time: a decided payment leaves the awaiting queue when it is read again. */
function answerOneByOne() {
  const queue = [payment('17', 'BDAAAA1111'), payment('18', 'BDBBBB2222')];
  vi.mocked(call).mockImplementation(async (name, request) => {
    if (name === 'adminPayments') return { ...page, data: [...queue], total: queue.length } as never;
    if (name === 'adminSummary') return slowSummary();
    if (name === 'adminApprovePayment' || name === 'adminRejectPayment') {
      const id = (request as { params: { id: string } }).params.id;
      const [decided] = queue.splice(
        queue.findIndex((item) => item.id === id),
        1,
      );
      return { ...decided, status: name === 'adminApprovePayment' ? 'approved' : 'rejected' } as never;
    }
    return {} as never;
  });
}

/** The queue as the console shows it (with the counts and the notifications), each payment decided alone, and its first card (payment 17). */
async function openQueueOneByOne(): Promise<HTMLElement> {
  answerOneByOne();
  renderInShell(
    <>
      <Notifications />
      <AdminCounts />
      <PaymentsQueue />
    </>,
  );
  return (await screen.findAllByTestId('payment-item')).find((item) => item.dataset.paymentId === '17')!;
}

describe('PaymentsQueue', () => {
  beforeAll(() => loadNamespaces('admin', 'credit', 'listing', 'errors'));
  afterEach(() => vi.mocked(call).mockReset());

  it('searches and filters in the address, the page going back to the first', async () => {
    answer();
    const { router } = renderInShell(<PaymentsQueue />, { initial: '/?status=awaiting_approval&page=2' });
    await screen.findAllByTestId('payment-item');
    fireEvent.change(screen.getByTestId('payments-filters-search'), { target: { value: 'BDAAAA1111' } });
    fireEvent.click(screen.getByTestId('payments-filters-search-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=awaiting_approval&q=BDAAAA1111'));
    fireEvent.change(screen.getByTestId('payments-filters-from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01'));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('adminPayments', { query: expect.objectContaining({ status: 'awaiting_approval', page: 1, q: 'BDAAAA1111', from: '2026-11-01' }) }, expect.anything()));
  });

  it('rejects the whole page with one reason and names the payment that could not be decided', async () => {
    answer();
    renderInShell(<PaymentsQueue />);
    await screen.findAllByTestId('payment-item');
    fireEvent.click(screen.getByLabelText(queue.selectPage));
    expect(screen.getByTestId('payments-bulk-count').textContent).toBe(queue.selected.replace('{{count}}', '2'));
    fireEvent.click(screen.getByTestId('payments-bulk-reject'));
    const dialog = await screen.findByRole('dialog', { name: queue.payments.rejectTitle.replace('{{count}}', '2') });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${th.admin.moderation.reason}`)), { target: { value: 'ไม่พบยอดโอน' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminBulkPayments', { body: { ids: ['17', '18'], action: 'reject', reason: 'ไม่พบยอดโอน' } }));
    const failures = await screen.findByTestId('payments-bulk-failures');
    expect(failures.textContent).toContain(`BDAAAA1111: ${th.errors['payment already decided']}`);
    expect(failures.textContent).not.toContain('BDBBBB2222');
  });

  it('confirms a single approval though the payment leaves the queue when it is read again', async () => {
    const first = await openQueueOneByOne();
    fireEvent.click(within(first).getByRole('button', { name: th.admin.payments.approve }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminApprovePayment', { params: { id: '17' } }));
    await waitFor(() => expect(screen.getAllByTestId('payment-item').map((item) => item.dataset.paymentId)).toEqual(['18']));
    expect(await screen.findByText(th.admin.payments.done.approve)).toBeTruthy();
  });

  it('confirms a single rejection and closes its reason dialog though the payment leaves the queue', async () => {
    const first = await openQueueOneByOne();
    fireEvent.click(within(first).getByRole('button', { name: th.admin.payments.reject }));
    const dialog = await screen.findByRole('dialog', { name: th.admin.payments.rejectTitle });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${th.admin.moderation.reason}`)), { target: { value: 'ยอดโอนไม่ตรง' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    expect(await screen.findByText(th.admin.payments.done.reject)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('payment-item').map((item) => item.dataset.paymentId)).toEqual(['18']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: th.admin.payments.rejectTitle })).toBeNull());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { paymentFixture } from '../../credit/test-credit';
import { PaymentItem } from './payment-item';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th;
const p = th.admin.payments;

const queued = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  ...paymentFixture({
    status: 'awaiting_approval',
    slips: [{ image_url: '/api/payment/17/slip/5', source: 'upload', received_at: '2026-11-20T04:00:00.000Z', reference: '2026112012345678', duplicate: false }],
  }),
  user: { id: 3, email: 'owner@example.com', firstname: 'สมชาย', lastname: 'ใจดี' },
  duplicate_slip: false,
  decided_by: null,
  ...overrides,
});

describe('PaymentItem', () => {
  beforeAll(() => loadNamespaces('admin', 'credit', 'listing'));
  afterEach(() => vi.mocked(call).mockReset());

  it('shows the amount, both references, the buyer and the slip, which opens large', async () => {
    renderInShell(<PaymentItem payment={queued()} />);
    expect(screen.getByTestId('admin-payment-amount').textContent).toBe('99.00 บาท');
    expect(screen.getByTestId('admin-payment-reference').textContent).toBe('BDK7M2Q9XP');
    expect(screen.getByTestId('slip-reference').textContent).toBe('2026112012345678');
    expect(screen.getByText(/owner@example.com/).textContent).toContain('สมชาย ใจดี');
    expect(screen.queryByTestId('duplicate-slip')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: p.viewSlip.replace('{{index}}', '1') }));
    expect(await screen.findByRole('dialog', { name: 'BDK7M2Q9XP' })).toBeTruthy();
  });

  it("loads the slip's picture from the API with the session's headers (slips have no public URL) and frees it when gone", async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['webp bytes'], { type: 'image/webp' }), { status: 200, headers: { 'content-type': 'image/webp' } }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:slip-1');
    const revoked = vi.fn();
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    try {
      const view = renderInShell(<PaymentItem payment={queued()} />);
      const button = screen.getByRole('button', { name: p.viewSlip.replace('{{index}}', '1') });
      await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toBe('blob:slip-1'));
      expect(fetchMock).toHaveBeenCalledWith('/api/payment/17/slip/5', expect.objectContaining({ credentials: 'same-origin' }));
      view.unmount();
      expect(revoked).toHaveBeenCalledWith('blob:slip-1');
    } finally {
      vi.unstubAllGlobals();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  it('calls out a duplicate slip before anything else', () => {
    renderInShell(<PaymentItem payment={queued({ duplicate_slip: true })} />);
    const article = screen.getByTestId('payment-item');
    expect(within(article).getByTestId('duplicate-slip').textContent).toBe(p.duplicate);
    expect(article.querySelector('[data-testid]')?.getAttribute('data-testid')).toBe('duplicate-slip');
  });

  it('approves at once and rejects only with a reason', async () => {
    vi.mocked(call).mockResolvedValue(queued({ status: 'approved' }));
    renderInShell(<PaymentItem payment={queued()} />);
    fireEvent.click(screen.getByRole('button', { name: p.approve }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminApprovePayment', { params: { id: '17' } }));

    fireEvent.click(screen.getByRole('button', { name: p.reject }));
    const dialog = await screen.findByRole('dialog', { name: p.rejectTitle });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    expect(await within(dialog).findByText(th.errors.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${th.admin.moderation.reason}`)), { target: { value: 'ยอดโอนไม่ตรง' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminRejectPayment', { params: { id: '17' }, body: { reason: 'ยอดโอนไม่ตรง' } }));
  });

  it('offers no decision on a decided payment', () => {
    renderInShell(<PaymentItem payment={queued({ status: 'approved', decided_at: '2026-11-21T00:00:00.000Z' })} />);
    expect(screen.queryByRole('button', { name: p.approve })).toBeNull();
    expect(screen.queryByRole('button', { name: p.reject })).toBeNull();
  });
});

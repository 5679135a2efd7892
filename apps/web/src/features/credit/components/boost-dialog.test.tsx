import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { ApiError, call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { renderInShell } from '../../../test/render';
import { paymentFixture, profileFixture } from '../test-credit';
import { BoostDialog } from './boost-dialog';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const b = resources.th.credit.boost;
const boost = { id: '5', announce_id: 42, paid_with: 'credits' as const, credits: 2, created_at: '2026-11-20T03:00:00.000Z' };

function answer(credit: number, boostCreate: () => Promise<unknown>) {
  vi.mocked(call).mockImplementation(((name: string) => {
    if (name === 'userInfo') return Promise.resolve(profileFixture({ credit }));
    if (name === 'boostCreate') return boostCreate();
    return Promise.reject(new Error(`unexpected call ${name}`));
  }) as typeof call);
}

async function toPayStep() {
  renderInShell(<BoostDialog listingId={42} title="คอนโด ริมน้ำ" onClose={() => {}} />);
  expect((await screen.findByTestId('boost-step-choose')).textContent).toContain(b.what.replace('{{days}}', '7'));
  fireEvent.click(screen.getByTestId('boost-next'));
  return screen.findByTestId('boost-step-pay');
}

describe('BoostDialog', () => {
  beforeAll(() => loadNamespaces('credit', 'listing'));
  beforeEach(() => sessionStore.set({ token: 'test-token', userId: 3 }));
  afterEach(() => {
    vi.mocked(call).mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it('pays with credits when the balance covers it, saying what is left, and ends on the boost end date', async () => {
    answer(5, () => Promise.resolve({ boost: { ...boost, status: 'active', starts_at: '2026-11-20T03:00:00.000Z', ends_at: '2026-11-27T03:00:00.000Z' }, payment: null, credit: 3 }));
    await toPayStep();
    await waitFor(() => expect(screen.getByTestId('boost-with-credits').textContent).toContain(b.withCreditsHint.replace('{{after}}', '3')));
    fireEvent.click(screen.getByTestId('boost-with-credits'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('boostCreate', { body: { announce_id: 42, pay_with: 'credits' } }, { alert: false }));
    expect((await screen.findByTestId('boost-done')).textContent).toContain('27 พ.ย. 2569');
  });

  it('without enough credits offers the transfer only, and shows its payment screen', async () => {
    answer(1, () => Promise.resolve({ boost: { ...boost, paid_with: 'transfer', credits: null, status: 'awaiting_payment', starts_at: null, ends_at: null }, payment: paymentFixture({ id: '18', kind: 'boost', package_code: null, credits: null, announce_id: 42, announce_title: 'คอนโด ริมน้ำ' }), credit: 1 }));
    await toPayStep();
    await waitFor(() => expect((screen.getByTestId('boost-with-credits') as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId('boost-with-credits').textContent).toContain(b.notEnough.replace('{{credits}}', '2'));
    fireEvent.click(screen.getByTestId('boost-with-transfer'));
    expect((await screen.findByTestId('payment-screen')).getAttribute('data-payment-id')).toBe('18');
    expect(screen.getByTestId('payment-amount').textContent).toBe('99.00 บาท');
  });

  it.each([
    ['already boosted', b.alreadyBoosted],
    ['announcement not in publish status', b.notPublished],
  ] as const)("explains '%s' and offers no payment any more", async (key, text) => {
    answer(5, () => Promise.reject(new ApiError(409, key)));
    await toPayStep();
    await waitFor(() => expect((screen.getByTestId('boost-with-credits') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('boost-with-credits'));
    expect((await screen.findByTestId('boost-refusal')).textContent).toBe(text);
    expect((screen.getByTestId('boost-with-credits') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('boost-with-transfer') as HTMLButtonElement).disabled).toBe(true);
  });

  it("explains 'not enough credits' when the balance fell meanwhile, and leaves the transfer open", async () => {
    answer(2, () => Promise.reject(new ApiError(409, 'not enough credits')));
    await toPayStep();
    await waitFor(() => expect((screen.getByTestId('boost-with-credits') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('boost-with-credits'));
    expect((await screen.findByTestId('boost-refusal')).textContent).toBe(b.notEnough.replace('{{credits}}', '2'));
    expect((screen.getByTestId('boost-with-transfer') as HTMLButtonElement).disabled).toBe(false);
  });
});

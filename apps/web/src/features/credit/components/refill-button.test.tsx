import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { renderInShell } from '../../../test/render';
import { paymentFixture, profileFixture } from '../test-credit';
import { RefillButton } from './refill-button';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const c = resources.th.credit;
const OPENING99 = {
  id: 1,
  code: 'OPENING99',
  headPrice: 99,
  price_satang: 9_900,
  price: '99.00',
  credits: 2,
  details: { th: '2 ประกาศใหม่ หรือ 1 บูสต์\nเขียนประกาศด้วย AI', en: '2 new listings or 1 boost' },
};

/** The API as the refill flow meets it: the profile and the LINE status (read again on each press), the packages, the purchase. */
function answer(friend: () => boolean, configured = true) {
  vi.mocked(call).mockImplementation(((name: string) => {
    if (name === 'userInfo') return Promise.resolve(profileFixture({ line_friend_status: friend() }));
    if (name === 'packages') return Promise.resolve([OPENING99]);
    if (name === 'lineStatus')
      return Promise.resolve({ configured, connected: false, display_name: null, picture_url: null, friend: friend(), add_friend_url: configured ? 'https://line.me/R/ti/p/@baandee' : null });
    if (name === 'makePurchase') return Promise.resolve(paymentFixture({ id: '17' }));
    return Promise.reject(new Error(`unexpected call ${name}`));
  }) as typeof call);
}

describe('RefillButton', () => {
  beforeAll(() => loadNamespaces('credit', 'line'));
  beforeEach(() => sessionStore.set({ token: 'test-token', userId: 3 }));
  afterEach(() => {
    vi.mocked(call).mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it('reads the profile again and, without a LINE friend, offers to connect LINE in place instead of packages', async () => {
    let friend = false;
    answer(() => friend);
    renderInShell(<RefillButton />);
    fireEvent.click(screen.getByTestId('refill-button'));
    const dialog = await screen.findByRole('dialog', { name: c.refill.title });
    expect(await within(dialog).findByRole('button', { name: resources.th.line.section.connect })).toBeTruthy();
    expect(within(dialog).queryByTestId('package-picker')).toBeNull();
    expect(call).toHaveBeenCalledWith('userInfo', { params: { id: 3 } }, expect.anything());
    expect(call).not.toHaveBeenCalledWith('packages', expect.anything(), expect.anything());

    // connected in another tab: checking again opens the packages
    friend = true;
    fireEvent.click(within(dialog).getByRole('button', { name: c.refill.lineRecheck }));
    expect(await within(dialog).findByTestId('package-picker')).toBeTruthy();
  });

  it('for a LINE friend, buys the chosen package, closes the dialog and opens its payment screen', async () => {
    answer(() => true);
    const { router } = renderInShell(<RefillButton />, { paths: ['/', '/my-credit-point'] });
    fireEvent.click(screen.getByTestId('refill-button'));
    const option = await screen.findByTestId('package-option');
    expect(option.textContent).toContain('99.00 บาท');
    expect(option.textContent).toContain('เขียนประกาศด้วย AI');
    fireEvent.click(within(option).getByRole('button', { name: c.refill.choose.replace('{{code}}', 'OPENING99') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('makePurchase', { body: { package_code: 'OPENING99' } }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/my-credit-point?payment=17'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('where LINE is not set up, opens the packages for a user who is no LINE friend, shows no LINE step, and buys', async () => {
    answer(() => false, false);
    const { router } = renderInShell(<RefillButton />, { paths: ['/', '/my-credit-point'] });
    fireEvent.click(screen.getByTestId('refill-button'));
    const dialog = await screen.findByRole('dialog', { name: c.refill.title });
    const option = await within(dialog).findByTestId('package-option');
    expect(within(dialog).queryByTestId('connect-line-prompt')).toBeNull();
    expect(within(dialog).queryByText(resources.th.line.section.notSetUp)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: c.refill.lineRecheck })).toBeNull();
    expect(call).toHaveBeenCalledWith('lineStatus', {}, expect.anything());
    fireEvent.click(within(option).getByRole('button', { name: c.refill.choose.replace('{{code}}', 'OPENING99') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('makePurchase', { body: { package_code: 'OPENING99' } }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/my-credit-point?payment=17'));
  });
});

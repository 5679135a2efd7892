import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyListingCard } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { cardFixture } from '../../listings/test-listings';
import { MyListingActions } from './my-listing-actions';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const actions = resources.th.listing.mine.actions;
const confirm = resources.th.listing.mine.confirm;

const mine = (overrides: Partial<MyListingCard>): MyListingCard => ({
  ...cardFixture(),
  actions: [],
  moderation_reason: null,
  expires_at: null,
  unfinished: false,
  boost_payment: null,
  broker_share: null,
  quality_score: 60,
  hold_reason: null,
  duplicate_matches: [],
  ...overrides,
});

describe('MyListingActions', () => {
  beforeAll(() => loadNamespaces('listing', 'credit'));
  afterEach(() => vi.mocked(call).mockReset());

  const buttons = () =>
    within(screen.getByTestId('my-listing-actions'))
      .queryAllByRole('button')
      .map((button) => button.textContent);

  it.each([
    ['draft', ['edit', 'publish', 'delete'], [actions.edit, actions.publish, actions.delete]],
    ['publish', ['edit', 'un-publish', 'close', 'boost'], [actions['un-publish'], actions.close, actions.boost]],
    ['banned', [], []],
  ] as const)('offers what the API allows for a %s listing', (status, allowed, labels) => {
    renderInShell(<MyListingActions listing={mine({ status, actions: [...allowed] })} />);
    for (const label of labels) expect(screen.getByText(label)).toBeTruthy();
    const offered = Object.entries(actions).filter(([key]) => !(allowed as readonly string[]).includes(key) && key !== 'label');
    for (const [, label] of offered) expect(buttons()).not.toContain(label);
  });

  it('links edit to the edit form and opens the boost steps from boost', async () => {
    renderInShell(<MyListingActions listing={mine({ id: 9, actions: ['edit', 'boost'] })} />);
    expect(screen.getByRole('link', { name: actions.edit }).getAttribute('href')).toBe('/9/announce');
    fireEvent.click(screen.getByRole('button', { name: actions.boost }));
    expect(await screen.findByRole('dialog', { name: resources.th.credit.boost.title })).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('boostCreate', expect.anything(), expect.anything());
  });

  it('offers no boost while a boost runs', () => {
    renderInShell(<MyListingActions listing={mine({ id: 9, boosted: true, actions: ['edit', 'boost'] })} />);
    expect(screen.queryByRole('button', { name: actions.boost })).toBeNull();
  });

  it.each(['awaiting_payment', 'awaiting_approval'] as const)('while a boost %s, offers the way to its payment instead of a second boost', (status) => {
    renderInShell(<MyListingActions listing={mine({ id: 9, actions: ['edit', 'un-publish', 'close', 'boost'], boost_payment: { id: '31', status } })} />);
    expect(screen.queryByRole('button', { name: actions.boost })).toBeNull();
    const pay = screen.getByRole('link', { name: resources.th.listing.mine.boostPayment.open });
    expect(pay.getAttribute('href')).toBe('/my-credit-point?payment=31');
  });

  it('publishes at once', async () => {
    vi.mocked(call).mockResolvedValue({ id: 9, status: 'pending', actions: [], expires_at: null });
    renderInShell(<MyListingActions listing={mine({ id: 9, status: 'draft', actions: ['publish'] })} />);
    fireEvent.click(screen.getByRole('button', { name: actions.publish }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('publishEstate', { params: { id: 9 } }));
  });

  it('asks before closing, and closes only once confirmed', async () => {
    vi.mocked(call).mockResolvedValue({ id: 9, status: 'closed', actions: ['delete'], expires_at: null });
    renderInShell(<MyListingActions listing={mine({ id: 9, actions: ['un-publish', 'close'] })} />);
    fireEvent.click(screen.getByRole('button', { name: actions.close }));
    const dialog = await screen.findByRole('dialog', { name: confirm.closeTitle });
    expect(call).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: confirm.cancel }));
    expect(call).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: actions.close }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: confirm.closeTitle })).getByTestId('confirm-button'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('closeEstate', { params: { id: 9 } }));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting', async () => {
    vi.mocked(call).mockResolvedValue({ deleted: true });
    renderInShell(<MyListingActions listing={mine({ id: 9, status: 'closed', actions: ['delete'] })} />);
    fireEvent.click(screen.getByRole('button', { name: actions.delete }));
    const dialog = await screen.findByRole('dialog', { name: confirm.deleteTitle });
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('deleteEstate', { params: { id: 9 } }));
  });
});

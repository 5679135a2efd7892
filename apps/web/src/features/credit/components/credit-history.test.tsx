import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { entryFixture } from '../test-credit';
import { CreditHistory } from './credit-history';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const c = resources.th.credit;

const page = (data: ReturnType<typeof entryFixture>[], lastPage = 1) => ({
  credit: 3,
  history: { data, current_page: 1, last_page: lastPage, per_page: 10, total: data.length },
});

describe('CreditHistory', () => {
  beforeAll(() => loadNamespaces('credit', 'listing'));
  afterEach(() => vi.mocked(call).mockReset());

  it('shows each entry with its type, what it was for, the date in Buddhist-era years and the signed amount', async () => {
    vi.mocked(call).mockResolvedValue(
      page([
        entryFixture({ id: '3', type: 'refilled', amount: 2, subject_kind: 'payment', subject_id: '17', subject_label: 'OPENING99', created_at: '2026-11-22T03:00:00.000Z' }),
        entryFixture({ id: '2', type: 'used', amount: 1, subject_kind: 'listing', subject_id: '42', subject_label: 'คอนโด ริมน้ำ', created_at: '2026-11-21T03:00:00.000Z' }),
        entryFixture({ id: '1', type: 'got', amount: 2, subject_kind: 'welcome', created_at: '2026-11-20T03:00:00.000Z' }),
      ]),
    );
    renderInShell(<CreditHistory />);
    const entries = await screen.findAllByTestId('credit-entry');
    expect(entries.map((entry) => within(entry).getByTestId('credit-amount').textContent)).toEqual(['+2 เครดิต', '\u22121 เครดิต', '+2 เครดิต']);
    expect(entries[0]!.textContent).toContain(c.history.type.refilled);
    expect(entries[0]!.textContent).toContain(`${c.history.subject.payment}: OPENING99`);
    expect(within(entries[1]!).getByRole('link', { name: `${c.history.subject.listing}: คอนโด ริมน้ำ` }).getAttribute('href')).toBe('/view-announce/คอนโด-ริมน้ำ-42');
    expect(entries[2]!.textContent).toContain(c.history.subject.welcome);
    expect(entries[2]!.textContent).toContain('2569'); // 2026 in the Buddhist era
    expect(call).toHaveBeenCalledWith('creditInfo', { query: { type: 'all', page: 1 } }, expect.anything());
  });

  it('asks for one type of entry per filter, and says when one is empty', async () => {
    vi.mocked(call).mockResolvedValue(page([]));
    const { router } = renderInShell(<CreditHistory />);
    expect(await screen.findByTestId('credit-history-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: c.history.tabs.used }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('creditInfo', { query: { type: 'used', page: 1 } }, expect.anything()));
    expect(router.state.location.search).toBe('?type=used');
  });

  it('pages through a long history', async () => {
    vi.mocked(call).mockResolvedValue(page([entryFixture()], 3));
    renderInShell(<CreditHistory />, { initial: '/?type=got' });
    const pager = await screen.findByRole('navigation', { name: resources.th.listing.pager.label });
    fireEvent.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('creditInfo', { query: { type: 'got', page: 2 } }, expect.anything()));
  });
});

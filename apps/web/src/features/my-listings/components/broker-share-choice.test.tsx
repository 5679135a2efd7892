import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OwnerBrokerShares } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { BrokerShareChoices } from './broker-share-choice';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const c = resources.th.listing.mine.brokerChoice;
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);

const choices = [
  { id: 12, announce_title: 'คอนโดริมน้ำ', slug_id: 'คอนโดริมน้ำ-12' },
  { id: 9, announce_title: 'บ้านเดี่ยวบางนา', slug_id: 'บ้านเดี่ยวบางนา-9' },
];

function answer(shares: OwnerBrokerShares) {
  vi.mocked(call).mockImplementation(async (name, input) => {
    if (name === 'ownerBrokerShares') return shares as never;
    if (name === 'chooseBrokerShareListing') {
      const { announce_id } = (input as { body: { announce_id: number } }).body;
      return { ...shares.data[0]!, listing: choices.find((choice) => choice.id === announce_id)! } as never;
    }
    throw new Error(`unexpected ${String(name)}`);
  });
}

describe('BrokerShareChoices', () => {
  beforeAll(() => loadNamespaces('listing'));
  afterEach(() => vi.mocked(call).mockReset());

  it('shows nothing to an owner without a share', async () => {
    answer({ data: [], choices });
    renderInShell(<BrokerShareChoices />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('ownerBrokerShares', {}, expect.anything()));
    expect(screen.queryByTestId('broker-share-choices')).toBeNull();
  });

  it('a share waiting for a listing: the owner picks one of their published listings and saves it', async () => {
    answer({ data: [{ id: 3, created_at: '2026-12-01T03:00:00.000Z', listing: null, group_name: null, shared_at: null }], choices });
    renderInShell(<BrokerShareChoices />);
    expect(await screen.findByText(c.waiting)).toBeTruthy();
    const save = screen.getByTestId('broker-share-choice-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getAllByLabelText(fill(c.label, { number: '1' })).find((element) => element.tagName === 'INPUT')!);
    fireEvent.click(await screen.findByRole('option', { name: 'บ้านเดี่ยวบางนา', hidden: true }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(call).toHaveBeenCalledWith('chooseBrokerShareListing', { params: { id: 3 }, body: { announce_id: 9 } }));
  });

  it('once the team has shared it, says where and when, with nothing to change', async () => {
    answer({
      data: [{ id: 4, created_at: '2026-12-01T03:00:00.000Z', listing: choices[0]!, group_name: 'กลุ่มนายหน้าสุขุมวิท', shared_at: '2026-12-02T05:00:00.000Z' }],
      choices,
    });
    renderInShell(<BrokerShareChoices />);
    expect(await screen.findByTestId('broker-share-choice-shared')).toHaveProperty('textContent', expect.stringContaining('กลุ่มนายหน้าสุขุมวิท'));
    expect(screen.queryByTestId('broker-share-choice-save')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminListingCard } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { cardFixture } from '../../listings/test-listings';
import { ModerationItem } from './moderation-item';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th;
const moderation = th.admin.moderation;

const pending = (overrides: Partial<AdminListingCard> = {}): AdminListingCard => ({
  ...cardFixture({ status: 'pending' }),
  images: [{ url: '/c.webp', thumb_url: '/c-thumb.webp', large_url: '/c-large.webp' }],
  owner: { id: 3, email: 'owner@example.com', firstname: 'สมชาย', lastname: 'ใจดี', phone: null, company_name: null },
  moderation_reason: null,
  submitted_at: '2026-11-20T02:00:00.000Z',
  hold_reason: null,
  duplicate_of: null,
  duplicate_matches: [],
  ...overrides,
});

describe('ModerationItem', () => {
  beforeAll(() => loadNamespaces('admin', 'listing'));
  afterEach(() => vi.mocked(call).mockReset());

  it('shows the owner and the photos, and the decisions a pending listing allows', () => {
    renderInShell(<ModerationItem listing={pending()} />);
    expect(screen.getByText(/owner@example.com/).textContent).toContain('สมชาย ใจดี');
    expect(screen.getByRole('button', { name: moderation.viewPhoto.replace('{{index}}', '1') })).toBeTruthy();
    for (const action of ['approve', 'reject', 'ban'] as const) expect(screen.getByRole('button', { name: moderation[action] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: moderation.unban })).toBeNull();
  });

  it('names an owner without a name by their e-mail or phone, never a dash', () => {
    const owner = pending().owner;
    renderInShell(<ModerationItem listing={pending({ owner: { ...owner, firstname: null, lastname: null } })} />);
    expect(screen.getByTestId('moderation-owner').textContent).toBe('owner@example.com');
    renderInShell(<ModerationItem listing={pending({ id: 43, owner: { ...owner, firstname: null, lastname: ' ', email: null, phone: '0812345678' } })} />);
    expect(screen.getAllByTestId('moderation-owner')[1]!.textContent).toBe('0812345678');
    renderInShell(<ModerationItem listing={pending({ id: 44, owner: { ...owner, id: 9, firstname: null, lastname: null, email: null } })} />);
    expect(screen.getAllByTestId('moderation-owner')[2]!.textContent).toBe(moderation.ownerAccount.replace('{{id}}', '9'));
    for (const line of screen.getAllByTestId('moderation-owner')) expect(line.textContent).not.toContain('–');
  });

  it('approves without asking', async () => {
    vi.mocked(call).mockResolvedValue({ id: 42, status: 'publish', action: 'approve', moderation_reason: null });
    renderInShell(<ModerationItem listing={pending()} />);
    fireEvent.click(screen.getByRole('button', { name: moderation.approve }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminApproveEstate', { params: { id: 42 } }));
  });

  it('rejects only with a reason', async () => {
    vi.mocked(call).mockResolvedValue({ id: 42, status: 'draft', action: 'reject', moderation_reason: 'รูปไม่ตรงกับห้อง' });
    renderInShell(<ModerationItem listing={pending()} />);
    fireEvent.click(screen.getByRole('button', { name: moderation.reject }));
    const dialog = await screen.findByRole('dialog', { name: moderation.rejectTitle });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    expect(await within(dialog).findByText(th.errors.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${moderation.reason}`)), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${moderation.reason}`)), { target: { value: 'รูปไม่ตรงกับห้อง' } });
    fireEvent.click(within(dialog).getByTestId('reason-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminRejectEstate', { params: { id: 42 }, body: { reason: 'รูปไม่ตรงกับห้อง' } }));
  });

  it('offers only unbanning for a banned listing', () => {
    renderInShell(<ModerationItem listing={pending({ status: 'banned', moderation_reason: 'ประกาศซ้ำ' })} />);
    expect(screen.getByRole('button', { name: moderation.unban })).toBeTruthy();
    expect(screen.queryByRole('button', { name: moderation.approve })).toBeNull();
    expect(screen.getByText(/ประกาศซ้ำ/)).toBeTruthy();
  });
});

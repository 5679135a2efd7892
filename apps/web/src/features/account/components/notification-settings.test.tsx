import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineStatus, NotificationSettings as Settings } from '@baandee/contracts';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { renderInShell } from '../../../test/render';
import { NotificationSettings } from './notification-settings';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const n = resources.th.account.notifications;
const allOn = { contact_received: true, listing_status: true, boost_status: true, payment_status: true, saved_search: true, news: true };
const STORED: Settings = { email: allOn, line: allOn };

/** The settings as stored (every LINE switch on) and the LINE status of the site. */
function answer(line: Pick<LineStatus, 'configured'>) {
  vi.mocked(call).mockImplementation(((name: string) => {
    if (name === 'notificationSettings') return Promise.resolve(STORED);
    if (name === 'lineStatus')
      return Promise.resolve({ connected: false, display_name: null, picture_url: null, friend: false, add_friend_url: line.configured ? 'https://line.me/R/ti/p/@baandee' : null, ...line });
    if (name === 'storeNotificationSettings') return Promise.resolve(STORED);
    return Promise.reject(new Error(`unexpected call ${name}`));
  }) as typeof call);
}

const lineSwitch = (event: keyof typeof allOn) => screen.getByRole('switch', { name: `${n.events[event]}: ${n.channel.line}` }) as HTMLInputElement;

describe('NotificationSettings', () => {
  beforeAll(() => loadNamespaces('account'));
  beforeEach(() => sessionStore.set({ token: 'test-token', userId: 3 }));
  afterEach(() => {
    vi.mocked(call).mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it('where LINE is not set up, shows the LINE switches off and disabled with a note, and keeps the stored choices when saving', async () => {
    answer({ configured: false });
    renderInShell(<NotificationSettings />);
    await screen.findByTestId('notification-settings');
    for (const event of ['contact_received', 'payment_status', 'news'] as const) {
      expect(lineSwitch(event).checked).toBe(false);
      expect(lineSwitch(event).disabled).toBe(true);
    }
    const note = screen.getByTestId('notification-line-off');
    expect(note.textContent).toBe(n.lineNotSetUp);
    expect(lineSwitch('news').getAttribute('aria-describedby')).toBe(note.id);
    // e-mail stays the user's to choose
    const email = screen.getByRole('switch', { name: `${n.events.news}: ${n.channel.email}` }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(email.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: n.save }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('storeNotificationSettings', expect.objectContaining({ body: STORED })));
  });

  it('where LINE is set up, shows the stored LINE choices and lets the user change them', async () => {
    answer({ configured: true });
    renderInShell(<NotificationSettings />);
    await screen.findByTestId('notification-settings');
    expect(lineSwitch('news').checked).toBe(true);
    expect(lineSwitch('news').disabled).toBe(false);
    expect(screen.queryByTestId('notification-line-off')).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COOKIE } from '../../../lib/analytics';
import { clearSession, setSession } from '../../../lib/session';
import { renderInShell } from '../../../test/render';
import { CookieBar } from './cookie-bar';

const success = () =>
  new Response(JSON.stringify({ status: 'success', result: { accepted: true } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('CookieBar', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async () => success());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
  });

  const renderBar = () => renderInShell(<CookieBar />, { paths: ['/', '/contact'] });
  const bar = () => screen.queryByTestId('cookie-bar');

  it('shows while no analytics cookie exists', () => {
    renderBar();
    expect(bar()).not.toBeNull();
  });

  it('stays hidden when the cookie exists', () => {
    document.cookie = `${ANALYTICS_COOKIE}=visitor; Path=/`;
    renderBar();
    expect(bar()).toBeNull();
  });

  it('"not now" hides it until the next route change', async () => {
    const { router } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'ไว้ทีหลัง' }));
    expect(bar()).toBeNull();
    await act(() => router.navigate('/contact'));
    expect(bar()).not.toBeNull();
  });

  it('accepting sets the cookie, records consent with the token, and stays gone after navigation', async () => {
    setSession('token-abc', null);
    const { router } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับคุกกี้' }));
    expect(bar()).toBeNull();
    expect(document.cookie).toContain(`${ANALYTICS_COOKIE}=`);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/accept-cookie');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-abc');

    await act(() => router.navigate('/contact'));
    expect(bar()).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { call } from '../../../lib/api-client';
import { loadNamespaces } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { renderInShell } from '../../../test/render';
import { closeLoginDialog, useLoginDialog } from '../../../lib/login-dialog-store';
import { FavoriteButton } from './favorite-button';

vi.mock(import('../../../lib/api-client'), async (original) => ({ ...(await original()), call: vi.fn() }));
const th = resources.th.listing;

function DialogState() {
  return <output data-testid="login-dialog">{String(useLoginDialog().opened)}</output>;
}

/** A card as a results page shows it: its heart reads the cached page, as the search results do. */
function CachedCard() {
  const { data } = useQuery({ queryKey: ['listings', 'test-page'], queryFn: () => ({ data: [{ id: 42, favorite: false }] }), initialData: { data: [{ id: 42, favorite: false }] }, staleTime: Infinity });
  const listing = data.data[0]!;
  return <FavoriteButton listingId={listing.id} favorite={listing.favorite} />;
}

describe('FavoriteButton', () => {
  beforeAll(() => loadNamespaces('listing'));
  afterEach(() => {
    vi.mocked(call).mockReset();
    clearSession();
    closeLoginDialog();
  });

  it('opens the login dialog for a visitor and calls nothing', () => {
    renderInShell(
      <>
        <FavoriteButton listingId={42} favorite={false} />
        <DialogState />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: th.favorite.add }));
    expect(screen.getByTestId('login-dialog').textContent).toBe('true');
    expect(call).not.toHaveBeenCalled();
  });

  it('toggles the favourite for a signed-in user and reports the new state', async () => {
    setSession('token', 7);
    vi.mocked(call).mockResolvedValue({ announce_id: 42, favorite: true });
    const onToggled = vi.fn();
    renderInShell(
      <>
        <FavoriteButton listingId={42} favorite={false} onToggled={onToggled} />
        <DialogState />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: th.favorite.add }));
    await waitFor(() => expect(onToggled).toHaveBeenCalledWith(true));
    expect(call).toHaveBeenCalledWith('toggleFavorite', { body: { announce_id: 42 } });
    expect(screen.getByTestId('login-dialog').textContent).toBe('false');
  });

  it('fills at once for a signed-in user, before the server has answered', async () => {
    setSession('token', 7);
    let answer = (_value: unknown) => {};
    vi.mocked(call).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderInShell(<CachedCard />);
    fireEvent.click(screen.getByRole('button', { name: th.favorite.add }));
    await waitFor(() => expect(screen.getByRole('button', { name: th.favorite.remove }).getAttribute('aria-pressed')).toBe('true'));
    answer({ announce_id: 42, favorite: true });
  });
});

import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { getToken } from '../../../lib/session';
import classes from './favorite-button.module.css';

export interface FavoriteButtonProps {
  listingId: number;
  favorite: boolean;
  /** After the server answered (e.g. the favourites page drops the card). */
  onToggled?: (favorite: boolean) => void;
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

/**
 * The heart on cards and the listing page: logged out it opens the login dialog; signed in
 * it turns at once (the cache holds the state: runToggleFavorite, loaded on the first tap).
 * A tap while the last one is on its way is ignored: the server toggles, so a second
 * toggle in flight would race the first.
 */
export function FavoriteButton({ listingId, favorite, onToggled, size = 'lg', className }: FavoriteButtonProps) {
  const { t } = useTranslation('listing');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const Icon = favorite ? IconHeartFilled : IconHeart;
  const toggle = async () => {
    if (!getToken()) return openLoginDialog('login');
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      const { runToggleFavorite } = await import('../api/toggle-favorite');
      // awaited apart: `onToggled?.(...)` would not run the toggle at all without a callback
      const now = await runToggleFavorite(queryClient, { listingId, favorite: !favorite });
      onToggled?.(now);
    } catch {
      // the cache is back as it was, and the failure was shown (api-client, query-client)
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className={[classes.heart, classes[size], className].filter(Boolean).join(' ')}
      aria-busy={pending}
      aria-pressed={favorite}
      aria-label={favorite ? t('favorite.remove') : t('favorite.add')}
      data-testid="favorite-button"
      onClick={() => void toggle()}
    >
      <Icon size={20} aria-hidden />
    </button>
  );
}

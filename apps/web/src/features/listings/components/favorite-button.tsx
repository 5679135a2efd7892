import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../api/toggle-favorite';

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
 * it turns at once (the cache holds the state: useToggleFavorite).
 */
export function FavoriteButton({ listingId, favorite, onToggled, size = 'lg', className }: FavoriteButtonProps) {
  const { t } = useTranslation('listing');
  const { toggle, pending } = useToggleFavorite(onToggled);
  const Icon = favorite ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      variant="white"
      color={favorite ? 'red' : 'gray'}
      radius="xl"
      size={size}
      className={className}
      aria-busy={pending}
      aria-pressed={favorite}
      aria-label={favorite ? t('favorite.remove') : t('favorite.add')}
      data-testid="favorite-button"
      onClick={() => toggle(listingId, !favorite)}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
}

import { listingKeys } from '../../listings';

/** The favourites page shows listing cards: its key lives under `listingKeys.all`. */
export const favoriteKeys = {
  page: (page: number) => [...listingKeys.all, 'favourites', page] as const,
};

import { listingKeys } from '../../listings';

/** A listing's score moves with every change of the listing: its key lives under `listingKeys.all`. */
export const listingQualityKeys = {
  one: (id: number, lang: string) => [...listingKeys.all, 'quality', id, lang] as const,
};

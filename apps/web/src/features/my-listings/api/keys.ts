import { listingKeys } from '../../listings';

/** The owner's listings and shares live under `listingKeys.all`; a "still available?" answer is spent once by its token. */
export const myListingKeys = {
  mine: [...listingKeys.all, 'mine'] as const,
  page: (page: number) => [...listingKeys.all, 'mine', page] as const,
  brokerShares: [...listingKeys.all, 'broker-share'] as const,
  availabilityAnswer: (token: string) => ['availability-answer', token] as const,
};

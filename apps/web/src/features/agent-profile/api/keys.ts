import { listingKeys } from '../../listings';

/** An agent's page shows listing cards: its key lives under `listingKeys.all`. */
export const agentProfileKeys = {
  page: (id: number, page: number, order: string) => [...listingKeys.all, 'agent', id, page, order] as const,
};

import type { FastifyInstance } from 'fastify';
import { PUBLISH_CREDITS } from '@baandee/domain';
import type { ListingRow } from './listings.repository.js';

/** The credits ledger's one question here (the credits module's repository, in a transaction or not). */
export type PublishLedger = Pick<ReturnType<FastifyInstance['creditsRepository']['in']>, 'hasEntry'>;

/**
 * What publishing the listing uses now (DESIGN 4.4): PUBLISH_CREDITS the first time, none
 * once it has been paid for (a `used` entry: sent for review, then rejected or taken back)
 * or has been on the site (also the listings that went live before credits existed).
 * The charge and the summary step that announces it read this one rule.
 */
export async function publishCredits(ledger: PublishLedger, listing: Pick<ListingRow, 'id' | 'first_published_at'>): Promise<number> {
  if (listing.first_published_at !== null) return 0;
  return (await ledger.hasEntry('listing', listing.id, 'used')) ? 0 : PUBLISH_CREDITS;
}

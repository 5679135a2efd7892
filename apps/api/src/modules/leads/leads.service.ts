import type { FastifyInstance } from 'fastify';
import type { ContactOwnerValues } from '@baandee/contracts';
import { brokerShareIdOf } from '@baandee/domain';
import { listingMissing } from '../../lib/errors.js';
import { notify } from '../notifications/index.js';

export interface LeadSender {
  userId: number | null;
  ip: string | null;
}

/**
 * A visitor's message to the owner of a published listing (DESIGN 4.9): kept as a lead
 * and counted as a contact, and in the same transaction the owner's notification is
 * queued (by e-mail to the account's address, or the listing's contact address for an
 * account without one, replying to the visitor; by LINE; as the owner's settings allow).
 * The answer does not wait for the mail server; a send that fails is retried, and the
 * lead stays in the owner's dashboard whatever happens to the mail.
 */
export async function contactOwner(app: Pick<FastifyInstance, 'db' | 'jobs' | 'leadsRepository' | 'listingEventsRepository' | 'notificationChannels'>, body: ContactOwnerValues, sender: LeadSender): Promise<void> {
  const listing = await app.leadsRepository.publishedListing(body.announce_id);
  if (!listing) throw listingMissing();
  await app.db.transaction().execute(async (trx) => {
    await app.leadsRepository.in(trx).insert({
      listing_id: listing.id,
      owner_id: listing.user_id,
      sender_user_id: sender.userId,
      name: body.name,
      email: body.email,
      phone: body.phone,
      message: body.message,
      ip: sender.ip,
    });
    // a message sent in a visit through a broker-group share's link counts for that share (docs/decisions/056)
    await app.listingEventsRepository.in(trx).record(listing.id, listing.user_id, 'contact', brokerShareIdOf(body.ref));
    const lead = { name: body.name, email: body.email, phone: body.phone, message: body.message };
    const notified = { id: listing.id, title: listing.announce_title, contact_email: listing.contact_email };
    await notify(app, { userId: listing.user_id, event: 'contact_received', data: { listing: notified, lead } }, trx);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ContactOwnerValues } from '@baandee/contracts';
import { AppError } from '../../lib/errors.js';
import { sendInBackground } from '../auth/auth.mails.js';
import { contactOwnerMail } from './leads.mails.js';

export interface LeadSender {
  userId: number | null;
  ip: string | null;
}

/**
 * A visitor's message to the owner of a published listing (DESIGN 4.9): kept as a lead
 * and counted as a contact first, then mailed to the owner's account address (the
 * listing's contact address for an account without one). The answer does not wait for
 * the mail server, and a mail that fails is logged; the lead stays in the owner's dashboard.
 */
export async function contactOwner(app: FastifyInstance, body: ContactOwnerValues, sender: LeadSender): Promise<void> {
  const listing = await app.leadsRepository.publishedListing(body.announce_id);
  if (!listing) throw new AppError(404, 'announcement does not exist');
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
    await app.listingEventsRepository.in(trx).record(listing.id, listing.user_id, 'contact');
  });
  const to = listing.owner_email ?? listing.contact_email;
  if (to) sendInBackground(app, contactOwnerMail(app.config.publicUrl, to, listing, body));
}

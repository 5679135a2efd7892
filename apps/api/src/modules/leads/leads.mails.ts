import { PRODUCT_NAME, formatPhone, slugId } from '@baandee/domain';
import type { ContactOwnerValues } from '@baandee/contracts';
import type { OutgoingMail } from '../../plugins/mail.js';
import { bilingual } from '../auth/auth.mails.js';

/**
 * A visitor's message about a listing, to its owner, Thai first then English (the
 * owner's language is not known). Replying answers the visitor directly.
 */
export function contactOwnerMail(
  publicUrl: string,
  to: string,
  listing: { id: number; announce_title: string | null },
  lead: ContactOwnerValues,
): OutgoingMail {
  const link = `${publicUrl}/view-announce/${encodeURIComponent(slugId(listing.announce_title, listing.id))}`;
  const title = listing.announce_title ?? `#${listing.id}`;
  const phone = formatPhone(lead.phone);
  return {
    to,
    replyTo: lead.email,
    subject: `มีผู้สนใจประกาศของคุณ / New enquiry about your listing: ${title} - ${PRODUCT_NAME}`,
    text: bilingual(
      `มีผู้สนใจประกาศ "${title}" ของคุณ\n${link}\n\nชื่อ: ${lead.name}\nอีเมล: ${lead.email}\nโทร: ${phone}\n\n${lead.message}\n\nตอบกลับอีเมลนี้เพื่อติดต่อผู้สนใจโดยตรง`,
      `Someone is interested in your listing "${title}"\n${link}\n\nName: ${lead.name}\nE-mail: ${lead.email}\nPhone: ${phone}\n\n${lead.message}\n\nReply to this mail to answer them directly.`,
    ),
  };
}

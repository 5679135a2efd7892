import { PRODUCT_NAME, slugId } from '@baandee/domain';
import type { OutgoingMail } from '../../plugins/mail.js';

/**
 * Mails to a listing's owner about its moderation and expiry, Thai first then English
 * (as the account mails, auth.mails.ts). Each names the listing and links to it or to
 * the owner's list, where the reason of a rejection or ban is shown too.
 */

const bilingual = (th: string, en: string) => `${th}\n\n---\n\n${en}\n`;

export interface MailedListing {
  id: number;
  announce_title: string | null;
}

const titleOf = (listing: MailedListing) => listing.announce_title?.trim() || `#${listing.id}`;
const pageLink = (publicUrl: string, listing: MailedListing) => `${publicUrl}/view-announce/${encodeURIComponent(slugId(listing.announce_title, listing.id))}`;
const myListingsLink = (publicUrl: string) => `${publicUrl}/my-announce`;

export function listingApprovedMail(publicUrl: string, to: string, listing: MailedListing): OutgoingMail {
  const title = titleOf(listing);
  const link = pageLink(publicUrl, listing);
  return {
    to,
    subject: `ประกาศของคุณได้รับการอนุมัติ / Your listing is live - ${PRODUCT_NAME}`,
    text: bilingual(
      `ประกาศ "${title}" ผ่านการตรวจสอบและเผยแพร่แล้ว:\n${link}`,
      `Your listing "${title}" was approved and is now on the site:\n${link}`,
    ),
  };
}

export function listingRejectedMail(publicUrl: string, to: string, listing: MailedListing, reason: string): OutgoingMail {
  const title = titleOf(listing);
  const link = myListingsLink(publicUrl);
  return {
    to,
    subject: `ประกาศของคุณยังไม่ผ่านการตรวจสอบ / Your listing needs changes - ${PRODUCT_NAME}`,
    text: bilingual(
      `ประกาศ "${title}" ยังไม่ผ่านการตรวจสอบ เหตุผล:\n${reason}\n\nแก้ไขประกาศแล้วส่งเผยแพร่อีกครั้งได้ที่:\n${link}`,
      `Your listing "${title}" was not approved. The reason:\n${reason}\n\nEdit it and publish it again from:\n${link}`,
    ),
  };
}

export function listingBannedMail(publicUrl: string, to: string, listing: MailedListing, reason: string): OutgoingMail {
  const title = titleOf(listing);
  return {
    to,
    subject: `ประกาศของคุณถูกระงับ / Your listing was suspended - ${PRODUCT_NAME}`,
    text: bilingual(
      `ประกาศ "${title}" ถูกระงับและไม่แสดงบนเว็บไซต์ เหตุผล:\n${reason}\n\nหากมีข้อสงสัย กรุณาติดต่อเรา: ${publicUrl}/contact`,
      `Your listing "${title}" was suspended and is no longer shown. The reason:\n${reason}\n\nIf you have questions, contact us: ${publicUrl}/contact`,
    ),
  };
}

export function listingExpiredMail(publicUrl: string, to: string, listing: MailedListing, lifetimeDays: number): OutgoingMail {
  const title = titleOf(listing);
  const link = myListingsLink(publicUrl);
  return {
    to,
    subject: `ประกาศของคุณหมดอายุแล้ว / Your listing has expired - ${PRODUCT_NAME}`,
    text: bilingual(
      `ประกาศ "${title}" ครบ ${lifetimeDays} วันแล้วจึงถูกปิด หากยังต้องการขายหรือให้เช่า ลงประกาศใหม่ได้ที่:\n${link}`,
      `Your listing "${title}" was closed after ${lifetimeDays} days on the site. To offer the unit again, post it anew from:\n${link}`,
    ),
  };
}

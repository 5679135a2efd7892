import type { CreditTransaction, LineStatus, Payment, UserInfo } from '@baandee/contracts';
import { slugId } from '@baandee/domain';

/** Credits in come with a plus, credits out with a minus sign (U+2212, as numbers are typeset). */
export function signedCredits(entry: Pick<CreditTransaction, 'type' | 'amount'>): string {
  return `${entry.type === 'used' ? '\u2212' : '+'}${entry.amount}`;
}

/** The listing page a history line links to: entries about a listing name it (its title and id). */
export function subjectListingPath(entry: Pick<CreditTransaction, 'subject_kind' | 'subject_id' | 'subject_label'>): string | null {
  if (entry.subject_kind !== 'listing' || entry.subject_id === null) return null;
  const id = Number(entry.subject_id);
  return Number.isSafeInteger(id) && id > 0 ? `/view-announce/${slugId(entry.subject_label, id)}` : null;
}

/** The listing page a boost payment is for. */
export function paymentListingPath(payment: Pick<Payment, 'announce_id' | 'announce_title'>): string | null {
  return payment.announce_id === null ? null : `/view-announce/${slugId(payment.announce_title, payment.announce_id)}`;
}

export type RefillStep = 'packages' | 'connect-line';

/**
 * Spec sections 1 and 4: where LINE is set up, the packages only for a user whose LINE
 * account is connected and a friend of the official account; anyone else connects LINE
 * first. Where it is not set up nobody can be a friend: the packages open for everyone and
 * the slip is uploaded on the site (decision 033).
 */
export function refillStep(profile: Pick<UserInfo, 'line_friend_status'>, line: Pick<LineStatus, 'configured'>): RefillStep {
  return profile.line_friend_status || !line.configured ? 'packages' : 'connect-line';
}

/** Sending the slip as a picture in the LINE chat works only for a friend of the official account on a site with LINE. */
export const canSendSlipOverLine = (line: Pick<LineStatus, 'configured' | 'friend'> | undefined) => line?.configured === true && line.friend;

/** A payment still waiting for its transfer or slip: its screen offers the QR and the slip upload. */
export const isOpenPayment = (payment: Pick<Payment, 'status'>) => payment.status === 'awaiting_payment';

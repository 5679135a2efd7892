import type { NotificationEvent as SettingKind } from '@baandee/contracts';

/** A listing as a notification names it and links to it. */
export interface NotifiedListing {
  id: number;
  title: string | null;
}

/**
 * Every notification and the plain data it carries (JSON: it waits in the job queue).
 * Amounts are baht as exact decimal strings ("99", "1500.50"), dates ISO strings.
 */
export interface NotificationData {
  listing_approved: { listing: NotifiedListing };
  listing_rejected: { listing: NotifiedListing; reason: string };
  listing_banned: { listing: NotifiedListing; reason: string };
  listing_expiring: { listing: NotifiedListing; expires_at: string };
  listing_expired: { listing: NotifiedListing; lifetime_days: number };
  /** A visitor's message; `contact_email` is the listing's, for an owner whose account has no e-mail. */
  contact_received: {
    listing: NotifiedListing & { contact_email: string | null };
    lead: { name: string; email: string; phone: string; message: string };
  };
  /** A transfer the admin approved: `credits` were added, or the boost of `listing` started. */
  payment_approved: { amount: string; credits: number | null; listing: NotifiedListing | null };
  payment_rejected: { amount: string; reason: string };
  boost_started: { listing: NotifiedListing; ends_at: string };
  boost_ended: { listing: NotifiedListing };
  /** An admin, deciding a visitor's report, asks the owner to correct the listing (docs/decisions/046). */
  listing_fix_requested: { listing: NotifiedListing; note: string };
  /** An admin, deciding a visitor's report, took the listing off the site. */
  listing_unpublished: { listing: NotifiedListing; note: string };
  /** A signed-in reporter hears how their report was decided: `acted` false for a dismissal. */
  report_closed: { listing: NotifiedListing; acted: boolean };
  /** Its availability question went unanswered `days` days: taken off the site until the owner publishes it again (docs/decisions/062). */
  listing_availability_closed: { listing: NotifiedListing; days: number };
}

export type NotificationEventName = keyof NotificationData;

/** One notification for one user; `event` decides the shape of `data`. */
export type Notification<E extends NotificationEventName = NotificationEventName> = {
  [K in E]: { userId: number; event: K; data: NotificationData[K] };
}[E];

/** The user's setting (per channel, per kind: /line-setting) that lets each event through. */
export const EVENT_SETTING: Record<NotificationEventName, SettingKind> = {
  listing_approved: 'listing_status',
  listing_rejected: 'listing_status',
  listing_banned: 'listing_status',
  listing_expiring: 'listing_status',
  listing_expired: 'listing_status',
  contact_received: 'contact_received',
  payment_approved: 'payment_status',
  payment_rejected: 'payment_status',
  boost_started: 'boost_status',
  boost_ended: 'boost_status',
  listing_fix_requested: 'listing_status',
  listing_unpublished: 'listing_status',
  report_closed: 'listing_status',
  listing_availability_closed: 'listing_status',
};

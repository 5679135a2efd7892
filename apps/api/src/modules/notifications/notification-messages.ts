import { LANGUAGES, notificationTexts, type Language } from '@baandee/locales';
import { PAGE_ROUTES, formatPhone, slugId } from '@baandee/domain';
import type { Notification, NotificationData, NotificationEventName, NotifiedListing } from './notification-events.js';
import { fill } from '../../lib/fill.js';

/** A notification in words, in each language; every channel renders it its own way. */
export interface NotificationMessage {
  /** One line: the mail's subject, a push message's heading. */
  subject: Record<Language, string>;
  /** The message, ending with the link to the page the user acts on. */
  text: Record<Language, string>;
  link: string;
  /** Where a reply goes (the visitor who wrote), and a line saying so; channels that cannot reply leave it. */
  replyTo?: { email: string; hint: Record<Language, string> };
}

type TextKey = keyof (typeof notificationTexts)['th'];
type Values = Record<string, string | number>;


function localized(key: TextKey, values: Values): Pick<NotificationMessage, 'subject' | 'text'> {
  const pick = (part: 'subject' | 'text') =>
    Object.fromEntries(LANGUAGES.map((language) => [language, fill(notificationTexts[language][key][part], values)])) as Record<Language, string>;
  return { subject: pick('subject'), text: pick('text') };
}

const titleOf = (listing: NotifiedListing) => listing.title?.trim() || `#${listing.id}`;

/** "1500.5" -> "1,500.50"; whole baht stay whole. Exact: the digits are never a float. */
export function formatBaht(amount: string): string {
  const [whole = '0', fraction] = amount.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction && /[1-9]/.test(fraction) ? `${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}` : grouped;
}

/** A day in Thailand's time zone, in each language's way of writing dates (Buddhist era in Thai). */
function dates(iso: string): Record<Language, string> {
  const day = new Date(iso);
  const format = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(day);
  return { th: format('th-TH'), en: format('en-GB') };
}

/** Like localized(), with a value that differs per language (a date). */
function withDate(key: TextKey, values: Values, iso: string): Pick<NotificationMessage, 'subject' | 'text'> {
  const date = dates(iso);
  const th = localized(key, { ...values, date: date.th });
  const en = localized(key, { ...values, date: date.en });
  return { subject: { th: th.subject.th, en: en.subject.en }, text: { th: th.text.th, en: en.text.en } };
}

type Render<E extends NotificationEventName> = (data: NotificationData[E], pages: Pages) => NotificationMessage;

interface Pages {
  listing(listing: NotifiedListing): string;
  myListings: string;
  credits: string;
  contact: string;
}

const RENDER: { [E in NotificationEventName]: Render<E> } = {
  listing_approved: ({ listing }, pages) => {
    const link = pages.listing(listing);
    return { ...localized('listingApproved', { title: titleOf(listing), link }), link };
  },
  listing_rejected: ({ listing, reason }, pages) => {
    const link = pages.myListings;
    return { ...localized('listingRejected', { title: titleOf(listing), reason, link }), link };
  },
  listing_banned: ({ listing, reason }, pages) => {
    const link = pages.contact;
    return { ...localized('listingBanned', { title: titleOf(listing), reason, link }), link };
  },
  listing_expiring: ({ listing, expires_at }, pages) => {
    const link = pages.myListings;
    return { ...withDate('listingExpiring', { title: titleOf(listing), link }, expires_at), link };
  },
  listing_expired: ({ listing, lifetime_days }, pages) => {
    const link = pages.myListings;
    return { ...localized('listingExpired', { title: titleOf(listing), days: lifetime_days, link }), link };
  },
  contact_received: ({ listing, lead }, pages) => {
    const link = pages.listing(listing);
    const values = { title: titleOf(listing), link, name: lead.name, email: lead.email, phone: formatPhone(lead.phone), message: lead.message };
    const hint = { th: notificationTexts.th.contactReceived.replyHint, en: notificationTexts.en.contactReceived.replyHint };
    return { ...localized('contactReceived', values), link, replyTo: { email: lead.email, hint } };
  },
  payment_approved: ({ amount, credits, listing }, pages) => {
    if (listing) {
      const link = pages.listing(listing);
      return { ...localized('paymentApprovedBoost', { amount: formatBaht(amount), title: titleOf(listing), link }), link };
    }
    const link = pages.credits;
    return { ...localized('paymentApprovedCredits', { amount: formatBaht(amount), credits: credits ?? 0, link }), link };
  },
  payment_rejected: ({ amount, reason }, pages) => {
    const link = pages.credits;
    return { ...localized('paymentRejected', { amount: formatBaht(amount), reason, link }), link };
  },
  boost_started: ({ listing, ends_at }, pages) => {
    const link = pages.listing(listing);
    return { ...withDate('boostStarted', { title: titleOf(listing), link }, ends_at), link };
  },
  boost_ended: ({ listing }, pages) => {
    const link = pages.myListings;
    return { ...localized('boostEnded', { title: titleOf(listing), link }), link };
  },
  listing_fix_requested: ({ listing, note }, pages) => {
    const link = pages.myListings;
    return { ...localized('listingFixRequested', { title: titleOf(listing), note, link }), link };
  },
  listing_unpublished: ({ listing, note }, pages) => {
    const link = pages.myListings;
    return { ...localized('listingUnpublished', { title: titleOf(listing), note, link }), link };
  },
  listing_availability_closed: ({ listing, days }, pages) => {
    const link = pages.myListings;
    return { ...localized('listingAvailabilityClosed', { title: titleOf(listing), days, link }), link };
  },
  report_closed: ({ listing, acted }, pages) => {
    const link = pages.contact;
    return { ...localized(acted ? 'reportActedOn' : 'reportDismissed', { title: titleOf(listing), link }), link };
  },
};

/** The words of a notification, with links on the site at `publicUrl`. */
export function notificationMessage(publicUrl: string, notification: Notification): NotificationMessage {
  const pages: Pages = {
    listing: (listing) => `${publicUrl}/view-announce/${encodeURIComponent(slugId(listing.title, listing.id))}`,
    myListings: publicUrl + PAGE_ROUTES.myPosts!.path,
    credits: publicUrl + PAGE_ROUTES.credit!.path,
    contact: publicUrl + PAGE_ROUTES.contact!.path,
  };
  const render = RENDER[notification.event] as Render<NotificationEventName>;
  return render(notification.data, pages);
}

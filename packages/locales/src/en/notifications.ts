import type { notifications as th } from '../th/notifications.js';
import type { Catalogue } from '../types.js';

export const notifications: Catalogue<typeof th> = {
  listingApproved: {
    subject: 'Your listing is live',
    text: 'Your listing "{{title}}" was approved and is now on the site:\n{{link}}',
  },
  listingRejected: {
    subject: 'Your listing needs changes',
    text: 'Your listing "{{title}}" was not approved. The reason:\n{{reason}}\n\nEdit it and publish it again from:\n{{link}}',
  },
  listingBanned: {
    subject: 'Your listing was suspended',
    text: 'Your listing "{{title}}" was suspended and is no longer shown. The reason:\n{{reason}}\n\nIf you have questions, contact us:\n{{link}}',
  },
  listingExpiring: {
    subject: 'Your listing expires soon',
    text: 'Your listing "{{title}}" reaches the end of its time on the site and closes on {{date}}. See your listings:\n{{link}}',
  },
  listingExpired: {
    subject: 'Your listing has expired',
    text: 'Your listing "{{title}}" was closed after {{days}} days on the site. To offer the unit again, post it anew from:\n{{link}}',
  },
  contactReceived: {
    subject: 'New enquiry about your listing: {{title}}',
    text: 'Someone is interested in your listing "{{title}}"\n{{link}}\n\nName: {{name}}\nE-mail: {{email}}\nPhone: {{phone}}\n\n{{message}}',
    replyHint: 'Reply to this mail to answer them directly.',
  },
  paymentApprovedCredits: {
    subject: 'Payment received',
    text: 'We received your payment of {{amount}} baht and added {{credits}} credits to your account. See your balance:\n{{link}}',
  },
  paymentApprovedBoost: {
    subject: 'Payment received',
    text: 'We received your payment of {{amount}} baht and the boost of your listing "{{title}}" has started:\n{{link}}',
  },
  paymentRejected: {
    subject: 'Payment not approved',
    text: 'Your payment of {{amount}} baht was not approved. The reason:\n{{reason}}\n\nIf you did transfer the money, send the slip again or contact us. Your purchases:\n{{link}}',
  },
  boostStarted: {
    subject: 'Your boost has started',
    text: 'Your listing "{{title}}" now shows first in search results and recommended listings until {{date}}:\n{{link}}',
  },
  boostEnded: {
    subject: 'Your boost has ended',
    text: 'The boost of your listing "{{title}}" has ended. Boost it again from:\n{{link}}',
  },
  listingFixRequested: {
    subject: 'Please correct your listing',
    text: 'Someone reported a problem with your listing "{{title}}". Our team checked it and asks you to correct this:\n{{note}}\n\nEdit it from:\n{{link}}',
  },
  listingUnpublished: {
    subject: 'Your listing was unpublished',
    text: 'Someone reported a problem with your listing "{{title}}". Our team checked it and took it off the site. The reason:\n{{note}}\n\nCorrect it and publish it again from:\n{{link}}',
  },
  reportActedOn: {
    subject: 'The outcome of your report',
    text: 'Thank you for reporting the listing "{{title}}". Our team checked it and took action.\n{{link}}',
  },
  availabilityAsk: {
    subject: 'Is your listing still available?',
    text: 'Is your listing "{{title}}" still available? One click answers:\n\nStill available:\n{{yesLink}}\n\nRented or sold (closes the listing):\n{{noLink}}\n\nConfirmed listings show searchers "confirmed available". Without an answer in {{staleDays}} days the listing shows after confirmed ones, and {{closeDays}} days later it is taken off the site. Each link works once. You can also confirm from your listings:\n{{link}}',
  },
  listingAvailabilityClosed: {
    subject: 'Your listing was taken off the site',
    text: 'Nobody answered whether your listing "{{title}}" is still available for {{days}} days, so it was taken off the site. If it is still available, press "Publish" on it in your listings to bring it back:\n{{link}}',
  },
  reportDismissed: {
    subject: 'The outcome of your report',
    text: 'Thank you for reporting the listing "{{title}}". Our team checked it and found nothing against the site\'s rules.\n{{link}}',
  },
  savedSearchAlert: {
    subject: '{{count}} new listings for "{{name}}"',
    subject_one: '1 new listing for "{{name}}"',
    digestSubject: 'Daily digest: {{count}} new listings for "{{name}}"',
    digestSubject_one: 'Daily digest: 1 new listing for "{{name}}"',
    text: 'New listings matching your saved search "{{name}}":',
    more: 'and {{count}} more',
    search: 'See all the results:',
    manage: 'Manage your saved searches:',
    unsubscribe: 'Stop the alerts of this search (one click, no sign-in needed):',
    rent: 'Rent {{price}} baht/month',
    sell: 'For sale {{price}} baht',
    noPrice: 'Price on request',
    view: 'View listing',
    seeAll: 'See all',
    stop: 'Stop alerts',
  },
};

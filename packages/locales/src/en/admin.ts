import type { Catalogue } from '../types.js';
import type { admin as th } from '../th/admin.js';

export const admin: Catalogue<typeof th> = {
  title: 'Admin',
  nav: {
    label: 'Admin menu',
    overview: 'Overview',
    moderation: 'Moderation',
    payments: 'Payments',
    content: 'Content',
    users: 'Users',
  },
  overview: {
    lead: "Moderate listings and payments, and manage BaanDee's content and users.",
    users: 'All users',
    active: 'Active',
    banned: 'Banned',
    admins: 'Admins',
  },
  moderation: {
    statusLabel: 'Listing status',
    submitted: 'Submitted {{date}}',
    owner: 'Owner',
    noEmail: 'No e-mail',
    photos: 'Photos',
    viewPhoto: 'View photo {{index}} large',
    open: 'Open the listing page',
    reason: 'Reason',
    lastReason: 'Last reason: {{reason}}',
    approve: 'Approve',
    reject: 'Reject',
    ban: 'Ban',
    unban: 'Unban',
    rejectTitle: 'Reject the listing',
    banTitle: 'Ban the listing',
    reasonHint: 'The owner sees this reason and receives it by e-mail',
    cancel: 'Cancel',
    confirm: 'Confirm',
    done: { approve: 'Listing approved', reject: 'Listing rejected', ban: 'Listing banned', unban: 'Ban lifted' },
    empty: 'No listings in this status',
  },
  empty: {
    moderation: {
      title: 'No listings awaiting review',
      text: "Each owner's first listing waits for approval here.",
    },
    payments: {
      title: 'No payments awaiting review',
      text: 'Package purchases and boost requests with their transfer slips appear here.',
    },
    content: {
      title: 'No content to manage yet',
      text: 'Articles, trends, hot searches and ads are managed here.',
    },
    users: {
      title: 'No users to manage yet',
      text: 'Finding users and suspending accounts happens here.',
    },
  },
};

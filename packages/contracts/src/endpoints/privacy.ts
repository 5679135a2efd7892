import { z } from '../error-map.js';
import { endpoint } from '../endpoint.js';
import { deleteAccountBody, deleteAccountResult, retentionResult } from '../privacy.js';

const tags = ['privacy'];

/** PDPA: a copy of one's data, deleting one's account, and how long raw records are kept. */
export const privacyEndpoints = {
  exportUserData: endpoint('exportUserData', {
    summary:
      "Download everything held about the signed-in user as a zip: data.json (profile, settings, consents, sessions, LINE connection, listings, favourites, leads sent and received, credit ledger, payments, boosts, searches) and images/ (listing photos, the profile picture, payment slips)",
    tags,
    access: 'user',
    result: z.unknown(),
    download: { contentType: 'application/zip', description: 'A zip file: data.json and the pictures under images/' },
    rateLimited: true,
  }),
  deleteAccount: endpoint('deleteAccount', {
    summary:
      "Delete the signed-in user's account: its listings closed and unpublished, personal data and pictures erased, every session ended, the ledger and payments kept without personal data; a confirmation is mailed to the address first. Confirm with the current password, or, for an account without one, by typing its e-mail (or DELETE when it has none) as `confirmation`",
    tags,
    access: 'user',
    body: deleteAccountBody,
    result: deleteAccountResult,
    rateLimited: true,
    errors: { 409: ['last admin'], 422: ['password not valid', 'confirmation not match'] },
  }),
  privacyRetention: endpoint('privacyRetention', {
    summary: 'How many days raw events and messages are kept before the retention job deletes them (the privacy page quotes it)',
    tags,
    access: 'public',
    result: retentionResult,
  }),
};

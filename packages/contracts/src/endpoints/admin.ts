import { adminSummary } from '../admin.js';
import { endpoint } from '../endpoint.js';
import { adminBulkEstateBody, adminBulkEstateResult, adminEstateQuery, adminEstateResult, linkDuplicateResult, listingIdParams, moderationReasonBody, moderationResult } from '../listing.js';

const tags = ['admin'];
const moderation = {
  tags,
  access: 'admin',
  params: listingIdParams,
  result: moderationResult,
  errors: { 404: ['announcement does not exist'], 409: ['announcement not in publish status'] },
} as const;

/** The admin API (DESIGN 4.15) under /api/admin: admins only. */
export const adminEndpoints = {
  adminSummary: endpoint('adminSummary', {
    summary: 'Counts for the admin overview: users by status and role',
    tags,
    access: 'admin',
    result: adminSummary,
  }),
  adminEstates: endpoint('adminEstates', {
    summary:
      'Listings by status for moderation (default pending, oldest submission first), with photos and owner; searched by title words, owner e-mail or id (`q`), filtered by estate type and by the Bangkok days it was sent (`from`, `to`)',
    tags,
    access: 'admin',
    query: adminEstateQuery,
    result: adminEstateResult,
  }),
  adminBulkEstates: endpoint('adminBulkEstates', {
    summary:
      'Approve or reject several pending listings with one reason: each is decided, audited and told to its owner as the single call does, in its own transaction; each item answers whether it was decided, or the message why not',
    tags,
    access: 'admin',
    body: adminBulkEstateBody,
    result: adminBulkEstateResult,
  }),
  adminApproveEstate: endpoint('adminApproveEstate', {
    ...moderation,
    summary: 'Approve a pending listing: it is published and the owner is told by e-mail',
  }),
  adminRejectEstate: endpoint('adminRejectEstate', {
    ...moderation,
    summary: 'Reject a pending listing with a reason: it returns to draft and the owner is told the reason by e-mail',
    body: moderationReasonBody,
  }),
  adminLinkEstate: endpoint('adminLinkEstate', {
    ...moderation,
    summary: 'Approve a listing held as a duplicate and link it with the listing it duplicates: each page then names the other lister',
    result: linkDuplicateResult,
  }),
  adminBanEstate: endpoint('adminBanEstate', {
    ...moderation,
    summary: 'Ban a listing with a reason: it leaves the site and the owner cannot change it',
    body: moderationReasonBody,
  }),
  adminUnbanEstate: endpoint('adminUnbanEstate', {
    ...moderation,
    summary: 'Lift a ban: the listing returns to the owner unpublished',
  }),
};

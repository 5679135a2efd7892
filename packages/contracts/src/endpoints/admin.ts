import { adminSummary } from '../admin.js';
import { endpoint } from '../endpoint.js';
import { adminEstateQuery, adminEstateResult, linkDuplicateResult, listingIdParams, moderationReasonBody, moderationResult } from '../listing.js';

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
    summary: 'Listings by status for moderation (default pending, oldest submission first), with photos and owner',
    tags,
    access: 'admin',
    query: adminEstateQuery,
    result: adminEstateResult,
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

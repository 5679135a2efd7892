import { endpoint } from '../endpoint.js';
import { announceIdParams } from '../listing.js';
import {
  adminReportQuery,
  adminReportResult,
  adminUserDetail,
  adminUserIdParams,
  adminUserQuery,
  adminUserResult,
  reportBody,
  reportIdParams,
  reportResult,
  resolveReportBody,
  resolveReportResult,
  suspendUserBody,
  suspensionResult,
} from '../reports.js';

const tags = ['admin'];

/** Reports from visitors and the admin's users section (docs/decisions/046). */
export const reportEndpoints = {
  reportEstate: endpoint('reportEstate', {
    summary: 'Report a published listing (scam, already rented, wrong details, duplicate, offensive, other). Anyone may; a signed-in reporter is told the outcome. Rate limited per client address and per listing',
    tags: ['listings'],
    access: 'public',
    params: announceIdParams,
    body: reportBody,
    result: reportResult,
    rateLimited: true,
    errors: { 404: ['announcement does not exist'] },
  }),
  adminReports: endpoint('adminReports', {
    summary: 'Reports by status (open: oldest first; closed: latest decision first), each with the listing, its owner, the owner\'s other listings and earlier reports',
    tags,
    access: 'admin',
    query: adminReportQuery,
    result: adminReportResult,
  }),
  adminResolveReport: endpoint('adminResolveReport', {
    summary: 'Decide a report: dismiss, ask the owner to fix (note: what and why), unpublish, ban the listing or suspend the owner (note: the reason). Closes every open report of the listing; signed-in reporters are told',
    tags,
    access: 'admin',
    params: reportIdParams,
    body: resolveReportBody,
    result: resolveReportResult,
    errors: {
      403: ['cannot suspend yourself'],
      404: ['report does not exist'],
      409: ['report already closed', 'announcement not in publish status', 'last admin'],
    },
  }),
  adminUsers: endpoint('adminUsers', {
    summary: 'Users found by e-mail, phone, name or id (all users, newest first, without q)',
    tags,
    access: 'admin',
    query: adminUserQuery,
    result: adminUserResult,
  }),
  adminUser: endpoint('adminUser', {
    summary: 'One user with their listings, payments, credits ledger, sessions, and reports made and received',
    tags,
    access: 'admin',
    params: adminUserIdParams,
    result: adminUserDetail,
    errors: { 404: ['content not found'] },
  }),
  adminSuspendUser: endpoint('adminSuspendUser', {
    summary: 'Suspend an account with a reason shown to its holder: every session ends, it cannot sign in, its listings leave the site. Nothing is deleted',
    tags,
    access: 'admin',
    params: adminUserIdParams,
    body: suspendUserBody,
    result: suspensionResult,
    errors: { 403: ['cannot suspend yourself'], 404: ['content not found'], 409: ['last admin'] },
  }),
  adminUnsuspendUser: endpoint('adminUnsuspendUser', {
    summary: 'Lift a suspension: the account may sign in again and its published listings return',
    tags,
    access: 'admin',
    params: adminUserIdParams,
    result: suspensionResult,
    errors: { 404: ['content not found'] },
  }),
};

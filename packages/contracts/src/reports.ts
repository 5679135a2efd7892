import {
  LISTING_STATUSES,
  REPORT_ACTIONS,
  REPORT_MESSAGE_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  SUSPENSION_REASON_MAX,
  USER_ROLES,
  USER_STATUSES,
} from '@baandee/domain';
import { requiredText, text } from './common.js';
import { z } from './error-map.js';
import { pageQuery, paginated } from './listing.js';

/** Reports from visitors and the admin's users section (docs/decisions/046). */

/** POST api/estate/report/{announce_id} */
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS),
  message: text(REPORT_MESSAGE_MAX).default(''),
});
export type ReportBody = z.input<typeof reportBody>;
export const reportResult = z.object({ reported: z.literal(true) });

const person = z.object({
  id: z.number(),
  email: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
});
const listingLine = z.object({
  id: z.number(),
  slug_id: z.string(),
  announce_title: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  held: z.boolean().meta({ description: 'Off the site until an admin reviews its scam reports' }),
});
export type AdminListingLine = z.infer<typeof listingLine>;

const reportLine = z.object({
  id: z.number(),
  listing_id: z.number(),
  reason: z.enum(REPORT_REASONS),
  message: z.string(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type AdminReportLine = z.infer<typeof reportLine>;

/** GET api/admin/report?status=open|closed&page= */
export const adminReportQuery = pageQuery.extend({ status: z.enum(REPORT_STATUSES).default('open') });
export const adminReport = reportLine.extend({
  reporter: person.nullable().meta({ description: 'The signed-in reporter; null for an anonymous visitor' }),
  listing: listingLine.extend({ owner: person.extend({ suspended: z.boolean() }) }),
  /** The owner's other listings, newest first (at most 20). */
  owner_listings: z.array(listingLine),
  /** Every other report about this listing or the owner's other listings, newest first (at most 20). */
  earlier_reports: z.array(reportLine),
});
export type AdminReport = z.infer<typeof adminReport>;
export const adminReportResult = paginated(adminReport);

export const reportIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** PUT api/admin/report/resolve/{id}: `note` is what the owner is told (ask_fix, ban_listing) or the suspension's reason (suspend_owner). */
export const resolveReportBody = z.object({
  action: z.enum(REPORT_ACTIONS),
  note: text(REPORT_NOTE_MAX).default(''),
});
export type ResolveReportBody = z.input<typeof resolveReportBody>;
export const resolveReportResult = z.object({
  id: z.number(),
  action: z.enum(REPORT_ACTIONS),
  /** The reports of the listing this decision closed (the one named and the other open ones). */
  closed: z.array(z.number()),
  listing_status: z.enum(LISTING_STATUSES),
});

/** GET api/admin/user?q=&page=: by e-mail, phone, name or id. */
export const adminUserQuery = pageQuery.extend({ q: text(200).default('') });
const suspension = {
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
};
export const adminUserRow = person.extend({
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  ...suspension,
  created_at: z.string(),
  listings: z.number(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUserResult = paginated(adminUserRow);

/** GET api/admin/user/{id}: the account and what hangs off it (latest first, at most 50 of each). */
export const adminUserDetail = adminUserRow.extend({
  listing_items: z.array(listingLine),
  payments: z.array(
    z.object({ id: z.string(), kind: z.string(), status: z.string(), amount_satang: z.number(), credits: z.number().nullable(), created_at: z.string() }),
  ),
  credit_balance: z.number(),
  credits: z.array(z.object({ id: z.string(), type: z.string(), amount: z.number(), created_at: z.string() })),
  sessions: z.array(z.object({ id: z.number(), created_at: z.string(), last_used_at: z.string(), expires_at: z.string() })),
  reports_made: z.array(reportLine),
  reports_received: z.array(reportLine),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** PUT api/admin/user/suspend/{id}: the reason the user is shown. */
export const suspendUserBody = z.object({ reason: requiredText(SUSPENSION_REASON_MAX) });
export const suspensionResult = z.object({ id: z.number(), ...suspension });

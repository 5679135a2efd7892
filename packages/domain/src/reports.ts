/** Reports from visitors and account suspension (docs/decisions/046). */

/** Why a visitor reports a listing (POST api/estate/report/{announce_id}). */
export const REPORT_REASONS = ['scam', 'rented', 'wrong_info', 'duplicate', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How an admin closes a report (PUT api/admin/report/resolve/{id}). */
export const REPORT_ACTIONS = ['dismiss', 'ask_fix', 'unpublish', 'ban_listing', 'suspend_owner'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Open "scam" reports (from different reporters or addresses) that take a listing off the site until an admin reviews it. */
export const SCAM_REPORTS_TO_HOLD = 3;
/** A report's message; a few paragraphs are plenty to say what is wrong. */
export const REPORT_MESSAGE_MAX = 1000;
/** Reports one client address may send in REPORT_WINDOW_MINUTES, across listings. */
export const REPORTS_PER_CLIENT_LIMIT = 10;
/** Reports one client address (or account) may send about one listing in REPORT_WINDOW_MINUTES. */
export const REPORTS_PER_LISTING_LIMIT = 1;
export const REPORT_WINDOW_MINUTES = 24 * 60;
/** The reason an admin gives for a suspension, shown to the user. */
export const SUSPENSION_REASON_MAX = 500;
/** The note an admin adds when closing a report (told to the owner on ask_fix). */
export const REPORT_NOTE_MAX = 1000;

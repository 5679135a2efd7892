/** The audit trail of admin actions (docs/decisions/047). */

/** Every admin action the trail records: `<subject type>.<verb>`; `save` creates or edits. */
export const AUDIT_ACTIONS = [
  'listing.approve',
  'listing.reject',
  'listing.ban',
  'listing.unban',
  'listing.link',
  'payment.approve',
  'payment.reject',
  'user.suspend',
  'user.unsuspend',
  'report.resolve',
  'trend.save',
  'trend.delete',
  'hot_search.save',
  'hot_search.delete',
  'package.save',
  'ad.save',
  'ad.delete',
  'event_banner.save',
  'event_banner.delete',
  'article.save',
  'article.delete',
  'article_category.save',
  'article_category.delete',
  'article_sub_category.save',
  'article_sub_category.delete',
  'songkran.save',
  'songkran.reset',
  'mortgage.save',
  'job.retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditSubjectType = AuditAction extends `${infer S}.${string}` ? S : never;
export const AUDIT_SUBJECT_TYPES = [...new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0]!))] as AuditSubjectType[];

/**
 * Money decisions: what moved or priced credits. Their rows are what accounting asks for;
 * the retention job never touches the trail (docs/decisions/047), and the flag lets an
 * export pick them out.
 */
export const MONEY_AUDIT_ACTIONS: readonly AuditAction[] = ['payment.approve', 'payment.reject', 'package.save'];

/** Rows of the trail per page on the admin's screen. */
export const AUDIT_ROWS_PER_PAGE = 25;

/** Jobs whose handler threw on every allowed retry and were given up (pg-boss `failed`). */
export const FAILED_JOBS_PER_PAGE = 20;

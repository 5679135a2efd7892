import type { ListingStatus } from './enums.js';

/**
 * The listing lifecycle (spec section 4, DESIGN 4.3 and 4.7) as one table: who may do
 * what from which status, and where it leads. The API refuses an action the table does
 * not allow; the owner's "my listings" page offers exactly the allowed ones.
 */
export const OWNER_ACTIONS = ['edit', 'publish', 'un-publish', 'close', 'delete', 'boost'] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

export const ADMIN_ACTIONS = ['approve', 'reject', 'ban', 'unban'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** What the clock does: a published listing closes after its lifetime. */
export type SystemAction = 'expire';

export type ListingAction = OwnerAction | AdminAction | SystemAction;

/** Facts about the owner and the listing that decide where an action leads. */
export interface TransitionContext {
  /** The owner has had a listing approved and is not banned: publishing skips review. */
  trustedOwner: boolean;
  /** A boost is running on the listing. */
  boosted: boolean;
}

const OWNER_ALLOWED: Record<ListingStatus, readonly OwnerAction[]> = {
  draft: ['edit', 'publish', 'delete'],
  // awaiting review, not on the site yet: there is nothing to stop publishing (issue #27)
  pending: ['edit', 'delete'],
  publish: ['edit', 'un-publish', 'close', 'boost'],
  'un-publish': ['edit', 'publish', 'close', 'delete'],
  banned: [],
  closed: ['delete'],
};

/** The owner's actions allowed on a listing in this status. */
export function ownerActions(status: ListingStatus, context: Pick<TransitionContext, 'boosted'>): OwnerAction[] {
  return OWNER_ALLOWED[status].filter((action) => action !== 'boost' || !context.boosted);
}

/**
 * The status an action leads to, or null when the action is not allowed from `status`.
 * Edit, delete and boost keep the status (delete removes the row; boost adds a label).
 */
export function nextListingStatus(status: ListingStatus, action: ListingAction, context: TransitionContext): ListingStatus | null {
  switch (action) {
    case 'edit':
    case 'delete':
    case 'boost':
      return ownerActions(status, context).includes(action) ? status : null;
    case 'publish':
      return OWNER_ALLOWED[status].includes('publish') ? (context.trustedOwner ? 'publish' : 'pending') : null;
    case 'un-publish':
      return OWNER_ALLOWED[status].includes('un-publish') ? 'un-publish' : null;
    case 'close':
      return OWNER_ALLOWED[status].includes('close') ? 'closed' : null;
    case 'approve':
      return status === 'pending' ? 'publish' : null;
    case 'reject':
      return status === 'pending' ? 'draft' : null;
    case 'ban':
      return status === 'banned' || status === 'draft' ? null : 'banned';
    case 'unban':
      return status === 'banned' ? 'un-publish' : null;
    case 'expire':
      return status === 'publish' ? 'closed' : null;
  }
}

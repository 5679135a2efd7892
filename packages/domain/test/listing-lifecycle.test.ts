import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, nextListingStatus, ownerActions } from '../src/index.js';

const newOwner = { trustedOwner: false, boosted: false };
const trusted = { trustedOwner: true, boosted: false };

describe('listing lifecycle', () => {
  it("sends a new owner's listing to review and a trusted owner's straight out", () => {
    expect(nextListingStatus('draft', 'publish', newOwner)).toBe('pending');
    expect(nextListingStatus('draft', 'publish', trusted)).toBe('publish');
    expect(nextListingStatus('un-publish', 'publish', trusted)).toBe('publish');
  });

  it('lets an admin approve or reject only what waits for review', () => {
    expect(nextListingStatus('pending', 'approve', newOwner)).toBe('publish');
    expect(nextListingStatus('pending', 'reject', newOwner)).toBe('draft');
    for (const status of LISTING_STATUSES.filter((s) => s !== 'pending')) {
      expect(nextListingStatus(status, 'approve', newOwner), status).toBeNull();
      expect(nextListingStatus(status, 'reject', newOwner), status).toBeNull();
    }
  });

  it('gives a banned listing nothing its owner can do, until an admin unbans it', () => {
    expect(ownerActions('banned', newOwner)).toEqual([]);
    expect(nextListingStatus('banned', 'publish', trusted)).toBeNull();
    expect(nextListingStatus('publish', 'ban', trusted)).toBe('banned');
    expect(nextListingStatus('banned', 'unban', trusted)).toBe('un-publish');
  });

  it('closes a published listing on expiry and on request, and never re-opens a closed one', () => {
    expect(nextListingStatus('publish', 'expire', trusted)).toBe('closed');
    expect(nextListingStatus('publish', 'close', trusted)).toBe('closed');
    expect(nextListingStatus('closed', 'publish', trusted)).toBeNull();
    expect(nextListingStatus('draft', 'expire', trusted)).toBeNull();
  });

  it('offers no stop-publishing on a listing awaiting review: it is not on the site', () => {
    expect(ownerActions('pending', newOwner)).toEqual(['edit', 'delete']);
    expect(nextListingStatus('pending', 'un-publish', newOwner)).toBeNull();
  });

  it('offers boost only on a published listing that is not boosted yet', () => {
    expect(ownerActions('publish', { boosted: false })).toContain('boost');
    expect(ownerActions('publish', { boosted: true })).not.toContain('boost');
    expect(nextListingStatus('publish', 'boost', { trustedOwner: true, boosted: true })).toBeNull();
    expect(ownerActions('draft', { boosted: false })).not.toContain('boost');
  });
});

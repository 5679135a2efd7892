import { PACKAGE_OPENING99 } from './constants.js';

/**
 * The broker-group share (docs/decisions/053): each approved purchase of a package that
 * includes it puts one of the buyer's listings in the admin's queue, to be posted by the
 * team in a broker group with a link that says where the visits came from.
 */

/** The packages whose approved purchase earns one share. */
export const BROKER_SHARE_PACKAGE_CODES: readonly string[] = [PACKAGE_OPENING99.code];

/** The admin queue's tabs: waiting to be posted (with or without a listing yet), and posted. */
export const BROKER_SHARE_STATUSES = ['pending', 'shared'] as const;
export type BrokerShareStatus = (typeof BROKER_SHARE_STATUSES)[number];

/** The most published listings the owner is offered to choose from for a share (newest first). */
export const BROKER_SHARE_CHOICES_MAX = 100;

/** The longest group name the admin may record. */
export const BROKER_GROUP_NAME_MAX = 120;

/** The tracking parameter of a share's link: `?ref=broker-<id>`. */
export const BROKER_REF_PARAM = 'ref';
export const brokerRef = (shareId: number): string => `broker-${shareId}`;

/** The share a `ref` value names, or null when it names none. */
export function brokerShareIdOf(ref: string | null | undefined): number | null {
  const match = /^broker-([1-9]\d{0,9})$/.exec(ref ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

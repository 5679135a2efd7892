import { BROKER_REF_PARAM, brokerShareIdOf } from '@baandee/domain';

/*
 * A visit that came through a broker-group share's link (`?ref=broker-<id>`, docs/decisions/056):
 * the listing page sends the ref with its view, and keeps it in this tab's session storage so
 * a message sent later in the same visit counts for the share as well.
 */

const storageKey = (listingId: number) => `baandee.ref.${listingId}`;

function stored(listingId: number): string | undefined {
  try {
    const ref = window.sessionStorage.getItem(storageKey(listingId));
    return brokerShareIdOf(ref) === null ? undefined : ref!;
  } catch {
    return undefined; // storage refused (private mode): the address alone tells
  }
}

/** The ref of this visit to the listing: the page address's, kept for the visit, else one kept earlier in the tab. */
export function visitRef(listingId: number): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const ref = new URLSearchParams(window.location.search).get(BROKER_REF_PARAM);
  if (brokerShareIdOf(ref) === null) return stored(listingId);
  try {
    window.sessionStorage.setItem(storageKey(listingId), ref!);
  } catch {
    // not kept: the view still carries it
  }
  return ref!;
}

/** The ref a message to the owner carries: the one this visit's page kept. */
export function keptRef(listingId: number): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return stored(listingId);
}

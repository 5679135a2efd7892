import type { SuccessEnvelope } from '@baandee/contracts';

/** Spec section 7: a call succeeds with HTTP 200 and `{ status: 'success', result }`. */
export function ok<T>(result: T): SuccessEnvelope<T> {
  return { status: 'success', result };
}

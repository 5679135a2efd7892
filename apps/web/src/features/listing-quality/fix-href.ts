import { qualityFixPlace, type QualityFixCode } from '@baandee/domain';
import { STEPS, stepHref } from '../post-listing';

/** Where the owner makes a fix: the form's step that holds it, or their listings (confirming it is available). */
export function qualityFixHref(listingId: number, code: QualityFixCode): string {
  const place = qualityFixPlace(code);
  if (place === 'my-listings') return '/my-announce';
  return stepHref(listingId, STEPS.find((step) => step.key === place)!.path);
}

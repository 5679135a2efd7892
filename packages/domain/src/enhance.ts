/**
 * Listing photos enhanced (docs/decisions/050): levels, white balance, shadows, sharpening
 * and noise, and the cover cropped around what matters. Counted per listing: every owner
 * may try one; a holder of the OPENING99 package gets five per listing (the spec's number).
 */
export const ENHANCE_TRIAL_PER_LISTING = 1;
export const ENHANCE_PACKAGE_PER_LISTING = 5;

/** The package whose approved purchase makes an owner a holder. */
export const ENHANCE_PACKAGE_CODE = 'OPENING99';

/** The entitlement's ledger: `got` grants, `used` spends one photo. */
export const ENHANCE_ENTRY_TYPES = ['got', 'used'] as const;
export type EnhanceEntryType = (typeof ENHANCE_ENTRY_TYPES)[number];

/** What an entry is about: the trial grant, the package's grant (a payment), a photo enhanced (its original URL). */
export const ENHANCE_SUBJECTS = ['trial', 'package', 'photo'] as const;
export type EnhanceSubject = (typeof ENHANCE_SUBJECTS)[number];

/** The enhancements a listing of this owner gets in all. */
export const enhanceAllowance = (packageHolder: boolean): number => (packageHolder ? ENHANCE_PACKAGE_PER_LISTING : ENHANCE_TRIAL_PER_LISTING);

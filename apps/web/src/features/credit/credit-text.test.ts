import { describe, expect, it } from 'vitest';
import { refillStep, signedCredits, subjectListingPath } from './credit-text';

describe('refillStep', () => {
  it('opens the packages for a LINE friend and the connect-LINE step for anyone else', () => {
    expect(refillStep({ line_friend_status: true })).toBe('packages');
    expect(refillStep({ line_friend_status: false })).toBe('connect-line');
  });
});

describe('history lines', () => {
  it('signs credits in with a plus and credits used with a minus', () => {
    expect(signedCredits({ type: 'got', amount: 2 })).toBe('+2');
    expect(signedCredits({ type: 'refilled', amount: 2 })).toBe('+2');
    expect(signedCredits({ type: 'used', amount: 1 })).toBe('\u22121');
  });

  it('links an entry about a listing to its page, and nothing else', () => {
    expect(subjectListingPath({ subject_kind: 'listing', subject_id: '42', subject_label: 'Condo Near BTS' })).toBe('/view-announce/condo-near-bts-42');
    expect(subjectListingPath({ subject_kind: 'listing', subject_id: '42', subject_label: null })).toBe('/view-announce/42');
    expect(subjectListingPath({ subject_kind: 'payment', subject_id: '7', subject_label: 'OPENING99' })).toBeNull();
    expect(subjectListingPath({ subject_kind: 'welcome', subject_id: null, subject_label: null })).toBeNull();
  });
});

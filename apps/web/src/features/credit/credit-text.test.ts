import { describe, expect, it } from 'vitest';
import { canSendSlipOverLine, refillStep, signedCredits, subjectListingPath } from './credit-text';

describe('refillStep', () => {
  it('where LINE is set up, opens the packages for a LINE friend and the connect-LINE step for anyone else', () => {
    expect(refillStep({ line_friend_status: true }, { configured: true })).toBe('packages');
    expect(refillStep({ line_friend_status: false }, { configured: true })).toBe('connect-line');
  });

  it('where LINE is not set up, opens the packages for everyone: there is no LINE step to complete', () => {
    expect(refillStep({ line_friend_status: false }, { configured: false })).toBe('packages');
  });
});

describe('canSendSlipOverLine', () => {
  it('only for a friend of the official account on a site with LINE', () => {
    expect(canSendSlipOverLine({ configured: true, friend: true })).toBe(true);
    expect(canSendSlipOverLine({ configured: true, friend: false })).toBe(false);
    expect(canSendSlipOverLine({ configured: false, friend: false })).toBe(false);
    expect(canSendSlipOverLine(undefined)).toBe(false);
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

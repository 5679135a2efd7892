import { describe, expect, it } from 'vitest';
import { COMPANY_CONTACT, lineAddFriendUrl, shareLinks } from '../src/index.js';

describe('lineAddFriendUrl', () => {
  it('links a personal LINE id with a tilde', () => {
    expect(lineAddFriendUrl('somchai.condo')).toBe('https://line.me/R/ti/p/~somchai.condo');
  });

  it("links an official account's @id as it is, like the company's own", () => {
    expect(lineAddFriendUrl(COMPANY_CONTACT.lineId)).toBe(COMPANY_CONTACT.lineUrl);
  });

  it('drops the spaces a typed id carries and escapes what a URL cannot hold', () => {
    expect(lineAddFriendUrl('  som chai ')).toBe('https://line.me/R/ti/p/~somchai');
    expect(lineAddFriendUrl('a/b?c')).toBe('https://line.me/R/ti/p/~a%2Fb%3Fc');
  });

  it('has no link for an empty id', () => {
    expect(lineAddFriendUrl('   ')).toBeNull();
  });
});

describe('shareLinks', () => {
  it('puts the page URL, encoded, into the LINE, Facebook and Messenger share URLs', () => {
    const links = shareLinks('https://baandee.co.th/view-announce/คอนโด-12?lang=en');
    const encoded = encodeURIComponent('https://baandee.co.th/view-announce/คอนโด-12?lang=en');
    expect(links).toEqual({
      line: `https://social-plugins.line.me/lineit/share?url=${encoded}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      messenger: `fb-messenger://share/?link=${encoded}`,
    });
  });
});

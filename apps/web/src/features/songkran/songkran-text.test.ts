import { describe, expect, it } from 'vitest';
import { formatBangkokTime } from '@baandee/domain';
import { eventPhase, shareLinks } from './songkran-text';

describe('the Songkran page texts', () => {
  it('tells the window in Bangkok time, in Thai (Buddhist era) or English', () => {
    expect(formatBangkokTime('2027-03-31T17:00:00Z', 'en')).toBe('1 April 2027 at 00:00');
    expect(formatBangkokTime('2027-03-31T17:00:00Z', 'th')).toContain('2570');
  });

  it('places now before, in or after the window', () => {
    const window = { starts_at: '2027-04-01T00:00:00+07:00', ends_at: '2027-05-01T00:00:00+07:00' };
    expect(eventPhase(window, new Date('2027-03-01T00:00:00Z'))).toBe('before');
    expect(eventPhase(window, new Date('2027-04-13T00:00:00Z'))).toBe('running');
    expect(eventPhase(window, new Date('2027-04-30T17:00:00Z'))).toBe('after');
  });

  it("opens LINE's and Facebook's share dialogs for the card's page", () => {
    const links = shareLinks('https://baandee.example/songkran-card/Ab_c-123XYZ0', 'สุขสันต์วันสงกรานต์');
    expect(links.line).toBe(
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fbaandee.example%2Fsongkran-card%2FAb_c-123XYZ0&text=%E0%B8%AA%E0%B8%B8%E0%B8%82%E0%B8%AA%E0%B8%B1%E0%B8%99%E0%B8%95%E0%B9%8C%E0%B8%A7%E0%B8%B1%E0%B8%99%E0%B8%AA%E0%B8%87%E0%B8%81%E0%B8%A3%E0%B8%B2%E0%B8%99%E0%B8%95%E0%B9%8C',
    );
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbaandee.example%2Fsongkran-card%2FAb_c-123XYZ0');
  });
});

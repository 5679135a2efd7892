import { describe, expect, it } from 'vitest';
import { defaultSongkranWindow, isCardText, isSongkranRunning, normaliseCardText } from '../src/songkran.js';

describe('card text', () => {
  it('takes Thai and English with punctuation and line breaks', () => {
    expect(isCardText('สุขสันต์วันสงกรานต์ ขอให้มีความสุขมาก ๆ นะคะ!')).toBe(true);
    expect(isCardText('Happy Songkran 2027, stay cool :)\n— Somchai')).toBe(true);
    expect(isCardText('น้ำใจ “ผู้ใหญ่” ฿99…')).toBe(true);
  });

  it('refuses what the card cannot print: emoji, other scripts, control characters', () => {
    expect(isCardText('สุขสันต์ 💦')).toBe(false);
    expect(isCardText('新年快乐')).toBe(false);
    expect(isCardText('tab\there')).toBe(false);
    expect(isCardText('nul\u0000')).toBe(false);
  });

  it('is normalised to single spaces, plain line ends and no blank lines', () => {
    expect(normaliseCardText('  สวัสดี   ปีใหม่ \r\n\r\n\r\nHappy  \n ')).toBe('สวัสดี ปีใหม่\nHappy');
  });
});

describe('the event window', () => {
  const window = { starts_at: new Date('2027-04-01T00:00:00+07:00'), ends_at: new Date('2027-05-01T00:00:00+07:00') };

  it('runs from its start up to, not including, its end', () => {
    expect(isSongkranRunning(window, new Date('2027-03-31T23:59:59+07:00'))).toBe(false);
    expect(isSongkranRunning(window, window.starts_at)).toBe(true);
    expect(isSongkranRunning(window, new Date('2027-04-13T12:00:00+07:00'))).toBe(true);
    expect(isSongkranRunning(window, window.ends_at)).toBe(false);
  });

  it('defaults to April in Bangkok: this year until it ends, then next year', () => {
    expect(defaultSongkranWindow(new Date('2027-02-10T00:00:00Z'))).toEqual(window);
    expect(defaultSongkranWindow(new Date('2027-04-20T00:00:00Z'))).toEqual(window);
    // 1 May 00:30 in Bangkok is still 30 April in UTC: the window is over there too
    expect(defaultSongkranWindow(new Date('2027-04-30T17:30:00Z')).starts_at).toEqual(new Date('2028-04-01T00:00:00+07:00'));
  });
});

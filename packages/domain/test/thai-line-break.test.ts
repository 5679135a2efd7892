import { describe, expect, it } from 'vitest';
import { SEARCH_DICTIONARY, THAI_KEEP_TOGETHER, THAI_KEEP_TOGETHER_MAX_LENGTH, thaiLineRuns } from '../src/index.js';

const THAI_WORD = /^[\u0E00-\u0E7F]+$/;

/** Whether the ICU word segmenter (the one Chromium breaks Thai lines with) puts a boundary inside `word` within `text`. */
function splitInside(text: string, word: string): boolean {
  const start = text.indexOf(word);
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  return [...segmenter.segment(text)].some(({ index }) => index > start && index < start + word.length);
}

describe('Thai words kept on one line', () => {
  it('splits a title into its kept words and the rest, which join back to the same text', () => {
    const title = 'ให้เช่าคอนโดมิเนียมใกล้บีทีเอสอ่อนนุช 2 ห้องนอน';
    const runs = thaiLineRuns(title);
    expect(runs.map((run) => run.text).join('')).toBe(title);
    expect(runs.filter((run) => run.keep).map((run) => run.text)).toEqual(['ให้เช่า', 'คอนโดมิเนียม', 'บีทีเอส', 'ห้องนอน']);
    expect(thaiLineRuns('Condo near BTS')).toEqual([{ text: 'Condo near BTS', keep: false }]);
    expect(thaiLineRuns('')).toEqual([]);
  });

  it('keeps every word of the search dictionary that the browser would break inside', () => {
    const kept = new Set(THAI_KEEP_TOGETHER);
    const missing = SEARCH_DICTIONARY.flatMap((group) => group.words)
      .filter((word) => THAI_WORD.test(word) && word.length <= THAI_KEEP_TOGETHER_MAX_LENGTH)
      .filter((word) => [word, `ขาย${word}ริมน้ำ`, `${word}ใกล้`].some((text) => splitInside(text, word)))
      .filter((word) => !kept.has(word) && !['อยากได้', 'รถไฟฟ้าบีทีเอส', 'รถไฟฟ้าสายสีแดง'].includes(word));
    expect(missing).toEqual([]);
  });

  it('holds words short enough for a phone table cell', () => {
    for (const word of THAI_KEEP_TOGETHER) expect(word.length, word).toBeLessThanOrEqual(THAI_KEEP_TOGETHER_MAX_LENGTH);
  });
});

/**
 * Thai is written without spaces between words, so a browser breaks a Thai line where its
 * own word list says a word ends. Chromium's list (ICU's) splits words that property
 * listings use all the time: คอนโด wraps as "คอน / โด", บีทีเอส as "บีที / เอส". These are
 * the listing and place words it splits (a test checks the search dictionary's words
 * against the ICU segmenter, so a word it splits is not forgotten here); text shown in a
 * narrow box keeps each one on one line.
 */
export const THAI_KEEP_TOGETHER: readonly string[] = [
  // property types and offers
  'คอนโด', 'คอนโดฯ', 'คอนโดมิเนียม', 'อพาร์ทเมนท์', 'อพาร์ทเม้นท์', 'อพาร์ตเมนต์', 'ทาวน์โฮม', 'ทาวน์เฮาส์', 'ทาวน์เฮ้าส์',
  'บ้านเดี่ยว', 'บ้านแฝด', 'ที่ดินเปล่า', 'คลังสินค้า', 'เซ้งกิจการ', 'อาคารพาณิชย์', 'สตูดิโอ', 'เพนท์เฮาส์', 'เพนท์เฮ้าส์',
  'ดูเพล็กซ์', 'ห้องชุด', 'ให้เช่า', 'ขายดาวน์', 'ราคาถูก',
  // rooms and features
  'ห้องนอน', 'ห้องนั่งเล่น', 'ห้องครัว', 'ที่จอดรถ', 'สระว่ายน้ำ', 'สัตว์เลี้ยง', 'เลี้ยงสัตว์', 'วิวแม่น้ำ', 'ริมแม่น้ำ',
  'เฟอร์นิเจอร์',
  // rail
  'บีทีเอส', 'เอ็มอาร์ที', 'รถไฟใต้ดิน', 'แอร์พอร์ตลิงก์', 'แอร์พอร์ตลิ้งค์', 'สายสีแดง', 'สายสีม่วง', 'สายสีน้ำเงิน',
  'สายสีเขียว', 'สายสีเหลือง', 'สายสีชมพู', 'สายสีทอง', 'กทม',
  // places people search for
  'พร้อมพงษ์', 'พร้อมพงศ์', 'ปุณณวิถี', 'แบริ่ง', 'อนุสาวรีย์ชัย', 'สนามเป้า', 'รัชดา', 'พระรามเก้า', 'ประตูน้ำ', 'ช่องนนทรี',
  'ห้าแยกลาดพร้าว', 'สะพานตากสิน', 'วงเวียนใหญ่', 'บางหว้า', 'ปิ่นเกล้า', 'แคราย', 'เมืองทองธานี', 'รัชโยธิน', 'สะพานใหม่', 'แพรกษา', 'แยกคปอ',
  'คูคต', 'ศาลายา', 'พุทธมณฑล',
];

/** Longer than this, a word kept on one line could be wider than a phone's table cell. */
export const THAI_KEEP_TOGETHER_MAX_LENGTH = 15;

/** A piece of a text: `keep` pieces must not be broken across lines. */
export interface ThaiLineRun {
  text: string;
  keep: boolean;
}

const byFirstLetter = new Map<string, string[]>();
for (const word of THAI_KEEP_TOGETHER) {
  const list = byFirstLetter.get(word[0]!) ?? [];
  list.push(word);
  byFirstLetter.set(word[0]!, list);
}
// the longest word first: คอนโดมิเนียม is kept whole, not as คอนโด + มิเนียม
for (const list of byFirstLetter.values()) list.sort((a, b) => b.length - a.length);

/** Splits a text into the words to keep on one line and the text between them (unchanged when joined). */
export function thaiLineRuns(text: string): ThaiLineRun[] {
  const runs: ThaiLineRun[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const word = byFirstLetter.get(text[i]!)?.find((candidate) => text.startsWith(candidate, i));
    if (!word) {
      plain += text[i];
      i++;
      continue;
    }
    if (plain) runs.push({ text: plain, keep: false });
    plain = '';
    runs.push({ text: word, keep: true });
    i += word.length;
  }
  if (plain) runs.push({ text: plain, keep: false });
  return runs;
}

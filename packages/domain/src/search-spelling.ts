import { charClass } from './search-text.js';

/**
 * Spelling as people type it (docs/decisions/035): a "loose" form of normalised search text
 * under which the spellings of one word meet. The keyword reader falls back to it when the
 * exact spelling leaves part of a keyword unknown, so ลาดพราว finds ลาดพร้าว, อพาร์ทเม้นท์
 * finds อพาร์ตเมนต์ and "Thonglor" finds "Thong Lo", ranked below listings that carry the
 * spelling as typed.
 *
 * Thai: tone marks and mai taikhu dropped, a silenced letter (with its vowel) and its
 * thanthakhat dropped, letters that sound alike folded to one (ท ธ ด ถ ฒ ฑ ฐ ฏ ฎ to ต, ศ ษ ซ
 * to ส, and so on). Latin: an h after t, p or k dropped (the aspiration romanisations mark
 * or not), t before ch dropped, v to w, ee to i, an r after a vowel and before no vowel
 * dropped (Sathorn / Sathon, Thonglor / Thong Lo), doubled letters once (Ekkamai / Ekamai).
 *
 * Only deletions and one-letter replacements: every loose character comes from one
 * character of the text, so a span of the loose text maps back to the text typed.
 */
export interface LooseText {
  text: string;
  /** For each character of `text`, the index of the character of the input it comes from. */
  origin: number[];
}

const THAI_TONE_MARKS = new Set('\u0E47\u0E48\u0E49\u0E4A\u0E4B');
const THANTHAKHAT = '\u0E4C';
/** Vowels written above or below a silenced letter ("ดิ์" of ศักดิ์). */
const SILENCED_VOWELS = new Set('\u0E34\u0E38');

const THAI_SOUND_ALIKE: Record<string, string> = {};
for (const [to, from] of [
  ['ต', 'ทธดถฒฑฐฏฎ'],
  ['ส', 'ศษซ'],
  ['ค', 'ขฆฅฃ'],
  ['พ', 'ภผ'],
  ['ฟ', 'ฝ'],
  ['น', 'ณ'],
  ['ล', 'ฬ'],
  ['ย', 'ญ'],
  ['ช', 'ฌฉ'],
  ['ห', 'ฮ'],
] as const) {
  for (const char of from) THAI_SOUND_ALIKE[char] = to;
}

const LATIN_VOWELS = new Set('aeiouy');
const isLatinLetter = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';

/** The loose form of normalised text (see above); spaces and digits stay as they are. */
export function looseSpelling(text: string): LooseText {
  // Thai first: which characters a thanthakhat silences
  const dropped = new Array<boolean>(text.length).fill(false);
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== THANTHAKHAT) continue;
    dropped[i] = true;
    let j = i - 1;
    if (j >= 0 && SILENCED_VOWELS.has(text[j]!)) dropped[j--] = true;
    if (j >= 0 && charClass(text[j]) === 'thai') dropped[j] = true;
  }
  let out = '';
  const origin: number[] = [];
  const push = (char: string, from: number) => {
    out += char;
    origin.push(from);
  };
  for (let i = 0; i < text.length; i++) {
    if (dropped[i]) continue;
    const char = text[i]!;
    if (THAI_TONE_MARKS.has(char)) continue;
    if (charClass(char) === 'thai') {
      push(THAI_SOUND_ALIKE[char] ?? char, i);
      continue;
    }
    if (!isLatinLetter(char)) {
      push(char, i);
      continue;
    }
    const previous = text[i - 1];
    const next = text[i + 1];
    if (char === 'h' && (previous === 't' || previous === 'p' || previous === 'k')) continue;
    if (char === 't' && next === 'c' && text[i + 2] === 'h') continue;
    if (char === 'r' && previous !== undefined && LATIN_VOWELS.has(previous) && !(next !== undefined && LATIN_VOWELS.has(next))) continue;
    let letter = char === 'v' ? 'w' : char;
    if (char === 'e' && next === 'e') {
      letter = 'i';
      i++;
    }
    // a letter doubled, as typed or after a drop above ("ekkamai", "thh"), counts once
    if (out[out.length - 1] === letter && isLatinLetter(letter) && origin.length > 0 && isLatinLetter(text[origin[origin.length - 1]!])) continue;
    push(letter, i);
  }
  return { text: out, origin };
}

/** The span [from, to) of the text that the loose span [from, to) comes from. */
export function originalSpan(loose: LooseText, from: number, to: number, textLength: number): [number, number] {
  const start = loose.origin[from]!;
  const end = to < loose.origin.length ? loose.origin[to]! : textLength;
  return [start, end];
}

/** Rows reused between calls: a typo lookup compares one word with a thousand. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The edit distance of two words (insertions, deletions, replacements and the swap of two
 * neighbours), or `max + 1` as soon as it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (char === other ? 0 : 1));
      if (i > 1 && j > 1 && char === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** How many typing mistakes a word of this length may carry and still be read as a known word. */
export function typoAllowance(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

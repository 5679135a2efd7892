/**
 * Search text normalisation (docs/decisions/015): what a keyword and a listing's stored
 * search text both go through, so a substring of one is a substring of the other.
 *
 * The steps use explicit character lists, never locale classes, so a text gives the same
 * string on every machine (the search module writes the rows' texts through this function):
 * 1. lower-case;
 * 2. Thai digits to Arabic ones, the split sara am (nikhahit + sara aa) to the one letter;
 * 3. zero-width characters removed (Thai text pasted from the web carries them mid-word);
 * 4. punctuation, symbols and whitespace of SEARCH_SEPARATORS to a space;
 * 5. a space between a digit and a letter ("3ห้องนอน" -> "3 ห้องนอน", "rama9" -> "rama 9");
 * 6. runs of spaces to one, trimmed.
 */

export const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
export const ARABIC_DIGITS = '0123456789';
/** Nikhahit followed by sara aa, as some keyboards type sara am. */
export const SPLIT_SARA_AM = '\u0E4D\u0E32';
export const SARA_AM = '\u0E33';
/** Zero-width space, non-joiner, joiner and the byte-order mark: removed. */
export const ZERO_WIDTH = '\u200B\u200C\u200D\uFEFF';

/**
 * Characters that separate words: ASCII punctuation and symbols, whitespace, common
 * typographic marks, the baht sign, and Thai's repetition mark (ๆ), abbreviation mark (ฯ)
 * and other Thai punctuation.
 */
export const SEARCH_SEPARATORS =
  '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~' +
  '\t\n\v\f\r\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000' +
  '\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB\u2039\u203A\u2010\u2011\u2012\u2013\u2014\u2015\u2026\u2022\u00B7' +
  '\u00A1\u00BF\u00A7\u00B6\u00B0\u00D7\u00F7\u2032\u2033\u20AC\u00A3\u00A5\u0E3F\u3001\u3002\u300C\u300D\u3010\u3011\uFF08\uFF09\uFF0C\uFF1A\uFF1B' +
  '\u0E46\u0E2F\u0E4F\u0E5A\u0E5B';

const TRANSLATE = new Map<string, string>();
for (let i = 0; i < THAI_DIGITS.length; i++) TRANSLATE.set(THAI_DIGITS[i]!, ARABIC_DIGITS[i]!);
for (const char of SEARCH_SEPARATORS) TRANSLATE.set(char, ' ');
for (const char of ZERO_WIDTH) TRANSLATE.set(char, '');

/** Step 5 as two non-overlapping replacements. */
const DIGIT_THEN_LETTER_RE = /([0-9])([^0-9 ])/g;
const LETTER_THEN_DIGIT_RE = /([^0-9 ])([0-9])/g;

export function normalizeSearchText(text: string): string {
  let out = '';
  for (const char of text.toLowerCase().replaceAll(SPLIT_SARA_AM, SARA_AM)) out += TRANSLATE.get(char) ?? char;
  return out
    .replace(DIGIT_THEN_LETTER_RE, '$1 $2')
    .replace(LETTER_THEN_DIGIT_RE, '$1 $2')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Thai letters, vowels, tone marks and digits: U+0E00..U+0E7F. */
export const isThaiChar = (char: string) => char >= '\u0E00' && char <= '\u0E7F';
export const isDigitChar = (char: string) => char >= '0' && char <= '9';

/** The script class a word boundary is drawn between (a Latin word never starts inside another). */
export function charClass(char: string | undefined): 'space' | 'thai' | 'digit' | 'latin' {
  if (char === undefined || char === ' ') return 'space';
  if (isDigitChar(char)) return 'digit';
  if (isThaiChar(char)) return 'thai';
  return 'latin';
}

/**
 * Thai vowels and marks written after (above, below) the consonant they belong to: a word
 * never starts on one, and never ends just before one (it would cut a syllable).
 */
const THAI_FOLLOWING = new Set('\u0E30\u0E31\u0E32\u0E33\u0E34\u0E35\u0E36\u0E37\u0E38\u0E39\u0E3A\u0E45\u0E47\u0E48\u0E49\u0E4A\u0E4B\u0E4C\u0E4D\u0E4E');
/** Thai vowels written before their consonant: a word never ends on one. */
const THAI_LEADING = new Set('\u0E40\u0E41\u0E42\u0E43\u0E44');

/** Whether a word may start at `i` of the normalised `text`. */
export function canStartWord(text: string, i: number): boolean {
  const char = text[i];
  const kind = charClass(char);
  if (kind === 'space') return false;
  if (kind === 'thai') return !THAI_FOLLOWING.has(char!);
  return charClass(text[i - 1]) !== kind;
}

/** Whether a word may end just before `j` (exclusive) of the normalised `text`. */
export function canEndWord(text: string, j: number): boolean {
  const last = text[j - 1];
  const next = text[j];
  const kind = charClass(last);
  if (kind === 'space') return false;
  if (kind === 'thai') return !THAI_LEADING.has(last!) && !(next !== undefined && THAI_FOLLOWING.has(next));
  return charClass(next) !== kind;
}

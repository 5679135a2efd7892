import { INT4_MAX } from './constants.js';

/**
 * Slug ids of public pages (spec section 2): `/view-announce/{slugId}` and
 * `/trend/{slugId}` carry a readable slug of the title followed by the row id, e.g.
 * `คอนโด-ใกล้-bts-อ่อนนุช-1234`. Thai letters stay (search engines and LINE previews show
 * them); only the trailing id decides which row the page shows, so an edited title
 * never breaks an old link.
 */

const SLUG_MAX_LENGTH = 80;

/** Letters and digits of any script (with Thai vowel and tone marks), joined by single dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function slugId(title: string | null | undefined, id: number): string {
  const slug = slugify(title ?? '');
  return slug ? `${slug}-${id}` : String(id);
}

/** The id at the end of a slug id, or null when it has none (`abc`, `-0`, `x-99999999999`). */
export function idFromSlugId(value: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

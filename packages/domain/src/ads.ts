/**
 * Advertisements and the event banner (spec sections 2, 3, 7; DESIGN 4.13).
 *
 * Ads are loaded by page name; each sits in one position of its page. A slot keeps a
 * fixed shape (width / height) whatever the ad holds, so the space it takes is known
 * before its picture arrives and nothing below it moves.
 */

/** The pages that show ads (spec section 2: "Ads are loaded by page name on: ..."). */
export const AD_PAGES = ['homePage', 'aboutUs', 'articleList', 'articleDetail', 'searchList', 'announceView'] as const;
export type AdPage = (typeof AD_PAGES)[number];

/** Where on its page an ad sits (spec section 3, page_position). */
export const AD_POSITIONS = ['top', 'bottom', 'bottom1', 'bottom2'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** advertise_type: the spec uses only `customize` (an image with a link, or HTML). */
export const ADVERTISE_TYPES = ['customize'] as const;
export type AdvertiseType = (typeof ADVERTISE_TYPES)[number];

/**
 * Width / height of each position's box: `top` and `bottom` run across the content
 * (1200 x 300), `bottom1` and `bottom2` stand side by side on wide screens (600 x 300).
 */
export const AD_SLOT_RATIO: Record<AdPosition, number> = { top: 4, bottom: 4, bottom1: 2, bottom2: 2 };

/** The event banner's box on Home (1200 x 400). */
export const EVENT_BANNER_RATIO = 3;

/** An ad's or banner's link: an http(s) address or a path of this site. */
export const AD_LINK_MAX_LENGTH = 2000;
/** Sanitised HTML of one ad; a banner-sized snippet, not a page. */
export const AD_HTML_MAX_LENGTH = 20_000;
export const AD_ALT_MAX_LENGTH = 200;
/** An ad's name, which only admins see (two ads of one slot told apart). */
export const AD_NAME_MAX_LENGTH = 120;
export const EVENT_TITLE_MAX_LENGTH = 200;

/** A link an ad may open: absolute http(s), or a path on this site (never `//host`, never `javascript:`). */
export function isAdLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a start/end window holds `at`; a missing end never ends. */
export function isInWindow(window: { starts_at: Date | string; ends_at: Date | string | null }, at: Date): boolean {
  const starts = new Date(window.starts_at).getTime();
  const ends = window.ends_at === null ? Infinity : new Date(window.ends_at).getTime();
  return starts <= at.getTime() && at.getTime() < ends;
}

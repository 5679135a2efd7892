/**
 * Articles (spec sections 2, 3, 7, 9): the statuses an article goes through, the limits of
 * its texts and how long it takes to read.
 */

/**
 * draft: only admins see it; published: public from `publish_at` (the moment it was
 * published); scheduled: public once `publish_at` has come, without anyone acting.
 */
export const ARTICLE_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_TEXT_LIMITS = {
  title: 200, // a headline that still fits a card in two lines on a phone, with room to spare
  summary: 600, // the lead shown on cards and in link previews
  body: 200_000, // characters of HTML: a long guide with its markup, never a pasted book
  slug: 80,
  categoryName: 120,
} as const;

/**
 * Video players an article may embed: https only, these hosts only. The server's sanitiser,
 * the page's own allow-list and the content security policy's frames all read this list.
 */
export const ARTICLE_VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export const ARTICLE_HIGHLIGHTS_MAX = 6; // the highlight strip of /article: one row on desktop
export const RELATED_ARTICLES_MAX = 4; // under an article: one row of cards
export const RELATED_LISTINGS_MAX = 4; // listings related by area or type under an article

/** Reading speeds: Thai is written without spaces, so it is measured in characters. */
export const READING_LATIN_WORDS_PER_MINUTE = 220;
export const READING_THAI_CHARS_PER_MINUTE = 900; // ~200 Thai words of ~4.5 characters

/** The visible text of article HTML: tags dropped, the common entities read, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole minutes to read an article's HTML (at least 1): Thai characters and Latin words at their own pace. */
export function readingMinutes(html: string): number {
  const text = htmlText(html);
  let thai = 0;
  for (const char of text) if (char >= '\u0E00' && char <= '\u0E7F') thai++;
  const latinWords = text.replace(/[\u0E00-\u0E7F]+/g, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const minutes = thai / READING_THAI_CHARS_PER_MINUTE + latinWords / READING_LATIN_WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

/** `/view-article/{article_id}` (spec section 2). */
export const articlePath = (id: number) => `/view-article/${id}`;

/** `/article-category?category=slug-id&subcategory=slug-id` (spec section 2). */
export function articleCategoryPath(category: { slug: string; id: number }, sub?: { slug: string; id: number } | null): string {
  const params = new URLSearchParams({ category: `${category.slug}-${category.id}` });
  if (sub) params.set('subcategory', `${sub.slug}-${sub.id}`);
  return `/article-category?${params.toString()}`;
}

import { BANGKOK_OFFSET_MS } from './bangkok-time.js';
/**
 * The Songkran event (DESIGN 4.12): a signed-in user makes a greeting card, shares its
 * link, and the first share grants event credits. The rules the form, the server and the
 * card renderer share.
 */

/** The card designs, in the order the form offers them. */
export const SONGKRAN_DESIGNS = ['splash', 'jasmine', 'sunset'] as const;
export type SongkranDesign = (typeof SONGKRAN_DESIGNS)[number];

/** The language of the card's printed greeting and footer (the message is the sender's own). */
export const SONGKRAN_LANGUAGES = ['th', 'en'] as const;
export type SongkranLanguage = (typeof SONGKRAN_LANGUAGES)[number];

/** Where a card link was shared from the event page. */
export const SONGKRAN_SHARE_CHANNELS = ['line', 'facebook', 'copy'] as const;
export type SongkranShareChannel = (typeof SONGKRAN_SHARE_CHANNELS)[number];

/** A message fits the card's text box at a size a phone's link preview still reads (about four lines). */
export const SONGKRAN_MESSAGE_MAX = 150;
/** The sender's name: one line under the message. */
export const SONGKRAN_NAME_MAX = 40;
/** Line breaks in a message: more would shrink the text below a readable size. */
export const SONGKRAN_MESSAGE_MAX_LINES = 4;
/** The card image: Open Graph's recommended 1.91:1 size, what LINE and Facebook show in full. */
export const SONGKRAN_CARD_SIZE = { width: 1200, height: 630 } as const;
/** Cards one user may make per SONGKRAN_CARD_WINDOW_MINUTES: each is an image the server draws. */
export const SONGKRAN_CARDS_PER_WINDOW = 20;
export const SONGKRAN_CARD_WINDOW_MINUTES = 10;
/** A card's reference in its link: random, so nobody walks through other people's cards. */
export const SONGKRAN_REF_LENGTH = 12;
export const SONGKRAN_REF_PATTERN = /^[A-Za-z0-9_-]{12}$/;
/** Credits a first share grants when neither the environment nor an admin set another number. */
export const SONGKRAN_SHARE_CREDITS_DEFAULT = 1;
export const SONGKRAN_SHARE_CREDITS_MAX = 100;
/** The public page of a card: what a shared link opens (server-rendered with the card as its preview image). */
export const songkranCardPath = (ref: string) => `/songkran-card/${ref}`;

/**
 * Text the card can print: Thai letters and marks, printable ASCII (English, digits,
 * punctuation), line breaks and a few typographic marks phones put in on their own. The
 * card's fonts hold these; anything else (emoji, other scripts) would print as empty boxes.
 */
const CARD_TEXT = /^[\u0E01-\u0E3A\u0E3F-\u0E5B\u0020-\u007E\n\u2018\u2019\u201C\u201D\u2013\u2014\u2026]*$/;

export function isCardText(text: string): boolean {
  return CARD_TEXT.test(text);
}

/** A message as the card prints it: Windows line ends made plain, spaces at line ends dropped, no blank lines beyond one. */
export function normaliseCardText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export interface SongkranWindow {
  starts_at: Date;
  ends_at: Date;
}

/** Whether the event runs at `now`: from its start, up to (not including) its end. */
export function isSongkranRunning(window: SongkranWindow, now: Date = new Date()): boolean {
  return now.getTime() >= window.starts_at.getTime() && now.getTime() < window.ends_at.getTime();
}

/** Bangkok is UTC+7 all year (no daylight saving). */

/**
 * The window when nothing else is configured: April in Bangkok (the festival is 13-15
 * April; the month around it gives time to make and share cards), this year's while it
 * has not ended, else next year's.
 */
export function defaultSongkranWindow(now: Date = new Date()): SongkranWindow {
  const bangkokYear = new Date(now.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();
  const april = (year: number) => ({
    starts_at: new Date(Date.UTC(year, 3, 1) - BANGKOK_OFFSET_MS),
    ends_at: new Date(Date.UTC(year, 4, 1) - BANGKOK_OFFSET_MS),
  });
  const thisYear = april(bangkokYear);
  return now.getTime() < thisYear.ends_at.getTime() ? thisYear : april(bangkokYear + 1);
}

/**
 * The event's edition, the Bangkok year it starts in: a user's first share is rewarded
 * once per edition (next April's event rewards again; moving this year's dates does not).
 */
export const songkranEdition = (startsAt: Date) => new Date(startsAt.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();

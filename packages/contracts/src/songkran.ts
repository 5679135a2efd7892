import {
  SONGKRAN_DESIGNS,
  SONGKRAN_LANGUAGES,
  SONGKRAN_MESSAGE_MAX,
  SONGKRAN_MESSAGE_MAX_LINES,
  SONGKRAN_NAME_MAX,
  SONGKRAN_REF_PATTERN,
  SONGKRAN_SHARE_CHANNELS,
  SONGKRAN_SHARE_CREDITS_MAX,
  isCardText,
  normaliseCardText,
} from '@baandee/domain';
import { z } from './error-map.js';

/** The Songkran event (DESIGN 4.12): its state, greeting cards, shares and the admin's settings. */

/**
 * Card text: trimmed and normalised first, so limits count what the card prints; each limit
 * has its own message naming it (the length, the lines).
 */
const cardText = (max: number, maxLines: number, messages: { length: string; lines: string }) =>
  z
    .string()
    .transform(normaliseCardText)
    .pipe(
      z
        .string()
        .min(1)
        .max(max, messages.length)
        .refine(isCardText, { message: 'thai or english only', abort: true })
        // more lines than the card's box holds, whatever the length
        .refine((value) => value.split('\n').length <= maxLines, { message: messages.lines }),
    );

/** POST api/event/songkran/store */
export const songkranStoreBody = z.object({
  design: z.enum(SONGKRAN_DESIGNS),
  language: z.enum(SONGKRAN_LANGUAGES).default('th'),
  message: cardText(SONGKRAN_MESSAGE_MAX, SONGKRAN_MESSAGE_MAX_LINES, { length: 'card message too long', lines: 'card message too many lines' }),
  name: cardText(SONGKRAN_NAME_MAX, 1, { length: 'card name too long', lines: 'card name one line' }),
});
export type SongkranStoreBody = z.input<typeof songkranStoreBody>;

export const songkranRef = z.string().regex(SONGKRAN_REF_PATTERN);
export const songkranRefParams = z.object({ ref: songkranRef });

/** A card as anyone with its link sees it. */
export const songkranCard = z.object({
  ref: z.string(),
  design: z.enum(SONGKRAN_DESIGNS),
  language: z.enum(SONGKRAN_LANGUAGES),
  message: z.string(),
  name: z.string(),
  image_url: z.string().meta({ description: 'The card as a 1200x630 PNG (also the page\'s Open Graph image)' }),
  image_width: z.number(),
  image_height: z.number(),
  page_url: z.string().meta({ description: 'The public page of the card: the link to share' }),
  created_at: z.string(),
});
export type SongkranCard = z.infer<typeof songkranCard>;

/** POST api/event/songkran/share: which card was shared where. */
export const songkranShareBody = z.object({ ref: songkranRef, channel: z.enum(SONGKRAN_SHARE_CHANNELS) });
export type SongkranShareBody = z.input<typeof songkranShareBody>;

export const songkranShareResult = z.object({
  shared: z.literal(true),
  /** Credits this share granted: the event's credits on the user's first share, else 0. */
  granted: z.number(),
  /** The event's credits reached this user (by this share or an earlier one). */
  rewarded: z.boolean(),
  credit: z.number().meta({ description: "The user's credit balance after the share" }),
});
export type SongkranShareResult = z.infer<typeof songkranShareResult>;

export const songkranWindow = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  share_credits: z.number(),
});

/** GET api/event/songkran: the event's window and reward; the signed-in user's cards and reward. */
export const songkranEventResult = songkranWindow.extend({
  running: z.boolean(),
  now: z.string(),
  me: z
    .object({
      cards: z.array(songkranCard),
      rewarded: z.boolean(),
      credit: z.number(),
    })
    .nullable()
    .meta({ description: 'null for a visitor without a session' }),
});
export type SongkranEvent = z.infer<typeof songkranEventResult>;

const instant = z.iso.datetime({ offset: true });

/** POST api/admin/event/songkran/store: the window and the first share's credits. */
export const adminSongkranBody = z
  .object({
    starts_at: instant,
    ends_at: instant,
    share_credits: z.coerce.number().int().min(0, 'share credits out of range').max(SONGKRAN_SHARE_CREDITS_MAX, 'share credits out of range'),
  })
  .refine((value) => new Date(value.ends_at) > new Date(value.starts_at), { message: 'ends before it starts', path: ['ends_at'] });
export type AdminSongkranBody = z.input<typeof adminSongkranBody>;

const count = z.number().int();

/** GET api/admin/event/songkran: the settings (and whether an admin set them) and the event's numbers. */
export const adminSongkranResult = z.object({
  settings: songkranWindow.extend({
    running: z.boolean(),
    source: z.enum(['admin', 'default']).meta({ description: 'admin: saved on the admin screen; default: the environment\'s defaults' }),
    updated_at: z.string().nullable(),
  }),
  numbers: z.object({
    cards: count,
    card_makers: count,
    shares: count,
    sharers: count,
    shares_by_channel: z.record(z.enum(SONGKRAN_SHARE_CHANNELS), count),
    cards_by_design: z.record(z.enum(SONGKRAN_DESIGNS), count),
    credits_granted: count,
    rewarded_users: count,
  }),
});
export type AdminSongkran = z.infer<typeof adminSongkranResult>;

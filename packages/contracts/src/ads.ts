import {
  AD_ALT_MAX_LENGTH,
  AD_NAME_MAX_LENGTH,
  AD_HTML_MAX_LENGTH,
  AD_LINK_MAX_LENGTH,
  AD_PAGES,
  AD_POSITIONS,
  ADVERTISE_TYPES,
  EVENT_TITLE_MAX_LENGTH,
  isAdLink,
} from '@baandee/domain';
import { z } from './error-map.js';
import { rowId } from './account-fields.js';
import { requiredText, text, withoutNul } from './common.js';

/**
 * Advertisements and the event banner (spec sections 2, 3, 7; DESIGN 4.13): what the
 * pages read, click counting, and the admin's forms.
 */

const unset = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET api/advertise?page=<pageName> */
export const advertiseQuery = z.object({ page: z.enum(AD_PAGES) });

/** One ad as a page shows it: a picture with a link, or sanitised HTML. */
export const ad = z.object({
  id: z.number(),
  advertise_type: z.enum(ADVERTISE_TYPES),
  page_name: z.enum(AD_PAGES),
  page_position: z.enum(AD_POSITIONS),
  image_url: z.string().nullable(),
  link: z.string().nullable(),
  html: z.string().nullable().meta({ description: 'Sanitised on save with an allow-list: no script, event attributes or javascript: links' }),
  alt_th: z.string(),
  alt_en: z.string(),
});
export type Ad = z.infer<typeof ad>;
/** The page's running ads (active, within their dates), in each position's order. */
export const advertiseResult = z.array(ad);

export const adIdParams = z.object({ id: rowId });

/** Impressions a page reports: the ads that were at least half on screen. */
export const adImpressionsBody = z.object({ ids: z.array(rowId).min(1).max(20) });
export const adCountedResult = z.object({ counted: z.number() });

/** GET api/event-banner: the running event's banner, or null. */
export const eventBanner = z.object({
  id: z.number(),
  image_url: z.string(),
  link: z.string().nullable(),
  title_th: z.string(),
  title_en: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export type EventBanner = z.infer<typeof eventBanner>;
export const eventBannerResult = eventBanner.nullable();

/** GET api/chat-widget: where the floating chat button leads; null hides it (LINE not set up). */
export const chatWidgetResult = z.object({ line_chat_url: z.string().nullable() });

const link = z.preprocess(
  unset,
  z
    .string()
    .trim()
    .max(AD_LINK_MAX_LENGTH)
    .refine(withoutNul)
    .refine(isAdLink, { message: 'ad link not valid' })
    .optional(),
);
const instant = z.iso.datetime({ offset: true });
const optionalInstant = z.preprocess(unset, instant.optional());
const schedule = {
  starts_at: instant,
  ends_at: optionalInstant,
  active: z.boolean().default(true),
};
/** The end, when given, after the start. */
const endsAfterStart = (value: { starts_at: string; ends_at?: string | undefined }) =>
  value.ends_at === undefined || new Date(value.ends_at) > new Date(value.starts_at);
const endsAfterStartIssue = { message: 'ends before it starts' as const, path: ['ends_at'] };

/** An image URL this site's storage handed out (POST api/admin/advertise/upload-image). */
const imageUrl = z.preprocess(unset, z.string().trim().max(AD_LINK_MAX_LENGTH).refine(withoutNul).optional());

/**
 * POST api/admin/advertise/store: without id a new ad, with id an update. A picture
 * (with or without a link) or HTML; the HTML is sanitised when saved.
 */
export const adminAdBody = z
  .object({
    id: rowId.optional(),
    advertise_type: z.enum(ADVERTISE_TYPES).default('customize'),
    page_name: z.enum(AD_PAGES),
    page_position: z.enum(AD_POSITIONS),
    /** Only admins see it: two ads of one slot read differently in their list. */
    name: requiredText(AD_NAME_MAX_LENGTH),
    image_url: imageUrl,
    link,
    html: z.preprocess(unset, z.string().max(AD_HTML_MAX_LENGTH).refine(withoutNul).optional()),
    alt_th: text(AD_ALT_MAX_LENGTH).default(''),
    alt_en: text(AD_ALT_MAX_LENGTH).default(''),
    ...schedule,
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .refine((value) => value.image_url !== undefined || (value.html !== undefined && value.html.trim() !== ''), {
    message: 'picture or HTML required',
    path: ['image_url'],
  });
export type AdminAdBody = z.input<typeof adminAdBody>;

export const adminAd = ad.extend({
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number(),
  /** Counted so far, all days together. */
  impressions: z.number(),
  clicks: z.number(),
  updated_at: z.string(),
});
export type AdminAd = z.infer<typeof adminAd>;
export const adminAdsResult = z.object({ ads: z.array(adminAd) });

/** POST api/admin/event-banner/store: without id a new banner, with id an update. */
export const adminEventBannerBody = z
  .object({
    id: rowId.optional(),
    image_url: z.string().trim().min(1).max(AD_LINK_MAX_LENGTH).refine(withoutNul),
    link,
    title_th: text(EVENT_TITLE_MAX_LENGTH).pipe(z.string().min(1)),
    title_en: text(EVENT_TITLE_MAX_LENGTH).pipe(z.string().min(1)),
    ...schedule,
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export type AdminEventBannerBody = z.input<typeof adminEventBannerBody>;

export const adminEventBanner = eventBanner.extend({ active: z.boolean(), updated_at: z.string() });
export type AdminEventBanner = z.infer<typeof adminEventBanner>;
export const adminEventBannersResult = z.object({ banners: z.array(adminEventBanner) });

/** POST api/admin/advertise/upload-image: the stored picture's URL, to save with an ad or a banner. */
export const adUploadResult = z.object({ image_url: z.string() });

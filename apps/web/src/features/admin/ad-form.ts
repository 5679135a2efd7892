import { adminAdBody, adminEventBannerBody, type AdminAd, type AdminAdBody, type AdminEventBanner, type AdminEventBannerBody } from '@baandee/contracts';
import { fromBangkokInput, toBangkokInput, type AdPage, type AdPosition } from '@baandee/domain';

/**
 * The ad and event-banner forms: their values as the fields hold them (dates as the
 * browser's `datetime-local` text, in Bangkok time whatever the browser's zone) and the bodies the
 * contracts check before they are sent.
 */

export type AdContent = 'image' | 'html';

export interface AdFormValues {
  name: string;
  page_name: AdPage;
  page_position: AdPosition;
  content: AdContent;
  image_url: string;
  link: string;
  html: string;
  alt_th: string;
  alt_en: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
  sort_order: number;
}

export function adFormValues(ad: AdminAd | null, now = new Date()): AdFormValues {
  return {
    name: ad?.name ?? '',
    page_name: ad?.page_name ?? 'searchList',
    page_position: ad?.page_position ?? 'top',
    content: ad && ad.html !== null && !ad.image_url ? 'html' : 'image',
    image_url: ad?.image_url ?? '',
    link: ad?.link ?? '',
    html: ad?.html ?? '',
    alt_th: ad?.alt_th ?? '',
    alt_en: ad?.alt_en ?? '',
    starts_at: toBangkokInput(ad?.starts_at ?? now.toISOString()),
    ends_at: toBangkokInput(ad?.ends_at ?? null),
    active: ad?.active ?? true,
    sort_order: ad?.sort_order ?? 0,
  };
}

/** What is sent: only the chosen kind of content (a picture, or HTML). */
export function adBody(values: AdFormValues, ad: AdminAd | null): AdminAdBody {
  const image = values.content === 'image';
  return {
    ...(ad && { id: ad.id }),
    name: values.name,
    page_name: values.page_name,
    page_position: values.page_position,
    image_url: image ? values.image_url || undefined : undefined,
    html: image ? undefined : values.html,
    link: values.link || undefined,
    alt_th: values.alt_th,
    alt_en: values.alt_en,
    starts_at: fromBangkokInput(values.starts_at) ?? values.starts_at,
    ends_at: fromBangkokInput(values.ends_at),
    active: values.active,
    sort_order: values.sort_order,
  };
}

/** Field errors of a body by the contract (catalogue keys), or null when it passes. */
function errorsOf(schema: typeof adminAdBody | typeof adminEventBannerBody, body: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'image_url');
    errors[field] ??= issue.message;
  }
  return errors;
}

export const adBodyErrors = (body: AdminAdBody) => errorsOf(adminAdBody, body);

export interface BannerFormValues {
  image_url: string;
  link: string;
  title_th: string;
  title_en: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

export function bannerFormValues(banner: AdminEventBanner | null, now = new Date()): BannerFormValues {
  return {
    image_url: banner?.image_url ?? '',
    link: banner?.link ?? '',
    title_th: banner?.title_th ?? '',
    title_en: banner?.title_en ?? '',
    starts_at: toBangkokInput(banner?.starts_at ?? now.toISOString()),
    ends_at: toBangkokInput(banner?.ends_at ?? null),
    active: banner?.active ?? true,
  };
}

export function bannerBody(values: BannerFormValues, banner: AdminEventBanner | null): AdminEventBannerBody {
  return {
    ...(banner && { id: banner.id }),
    image_url: values.image_url,
    link: values.link || undefined,
    title_th: values.title_th,
    title_en: values.title_en,
    starts_at: fromBangkokInput(values.starts_at) ?? values.starts_at,
    ends_at: fromBangkokInput(values.ends_at),
    active: values.active,
  };
}

export const bannerBodyErrors = (body: AdminEventBannerBody) => errorsOf(adminEventBannerBody, body);

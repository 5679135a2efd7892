import { adminArticleBody, type AdminArticle, type AdminArticleBody } from '@baandee/contracts';
import { fromBangkokInput, toBangkokInput, type ArticleStatus } from '@baandee/domain';

/** The editor's values: selects hold ids as strings, the publish time as the `datetime-local` input writes it. */
export interface ArticleFormValues {
  category_id: string | null;
  sub_category_id: string | null;
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  body_th: string;
  body_en: string;
  cover_img: string | null;
  cover_preview: string | null;
  is_highlight: boolean;
  status: ArticleStatus;
  publish_at: string;
  related_district_id: string | null;
  related_estate_type_id: string | null;
}

const idText = (id: number | null) => (id === null ? null : String(id));
const idNumber = (value: string | null) => (value === null || value === '' ? null : Number(value));

export function articleFormValues(article: AdminArticle | null): ArticleFormValues {
  return {
    category_id: idText(article?.category_id ?? null),
    sub_category_id: idText(article?.sub_category_id ?? null),
    title_th: article?.title_th ?? '',
    title_en: article?.title_en ?? '',
    summary_th: article?.summary_th ?? '',
    summary_en: article?.summary_en ?? '',
    body_th: article?.body_th ?? '',
    body_en: article?.body_en ?? '',
    cover_img: article?.cover_img ?? null,
    cover_preview: article?.thumb_img ?? article?.cover_img ?? null,
    is_highlight: article?.is_highlight ?? false,
    status: article?.status ?? 'draft',
    publish_at: toBangkokInput(article?.publish_at ?? null),
    related_district_id: idText(article?.related_district_id ?? null),
    related_estate_type_id: idText(article?.related_estate_type_id ?? null),
  };
}

/** What the store call sends; a publish time typed in the browser's time zone goes as an ISO instant. */
export function articleBody(values: ArticleFormValues, id: number | null): AdminArticleBody {
  return {
    ...(id !== null && { id }),
    category_id: idNumber(values.category_id),
    sub_category_id: idNumber(values.sub_category_id),
    title_th: values.title_th,
    title_en: values.title_en,
    summary_th: values.summary_th,
    summary_en: values.summary_en,
    body_th: values.body_th,
    body_en: values.body_en,
    cover_img: values.cover_img,
    is_highlight: values.is_highlight,
    status: values.status,
    publish_at: values.publish_at && values.status !== 'published' ? (fromBangkokInput(values.publish_at) ?? values.publish_at) : null,
    related_district_id: idNumber(values.related_district_id),
    related_estate_type_id: idNumber(values.related_estate_type_id),
  };
}

/**
 * The body's errors by the contract the server checks (catalogue keys on the form's
 * fields), or null when it may be sent: an empty form never leaves the browser.
 */
export function articleBodyErrors(body: AdminArticleBody): Record<string, string> | null {
  const errors: Record<string, string> = {};
  const parsed = adminArticleBody.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'title_th')] ??= issue.message;
  // the server's rule for a scheduled article, checked before the round trip
  if (body.status === 'scheduled' && !body.publish_at) errors.publish_at ??= 'required';
  return Object.keys(errors).length > 0 ? errors : null;
}

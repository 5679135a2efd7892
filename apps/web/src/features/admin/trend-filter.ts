import { adminTrendBody, type AdminTrend, type AdminTrendBody, type SearchFilter, type z } from '@baandee/contracts';
import type { SELL_TYPE, SortOption } from '@baandee/domain';
import { FILTER_FIELD_CONTROLS } from '../search';

/**
 * The admin's trend form: the trend's names, slug and order, and the saved filter as a few
 * simple fields. Fields the form does not show (furniture, facilities, restrooms, a room
 * code...) are kept from the trend's filter as they were.
 */
export interface TrendFormValues {
  trend_name_th: string;
  trend_name_en: string;
  slug: string;
  sort_order: number | string;
  keyword: string;
  /** '' for all. */
  sell_type: '' | typeof SELL_TYPE.rent | typeof SELL_TYPE.sell;
  /** Select values are strings; null when unset. */
  estate_type_id: string | null;
  province_id: string | null;
  district_id: string | null;
  min_price: number | string;
  max_price: number | string;
  total_bedroom: string | null;
  train_type: string | null;
  train_line: string | null;
  is_pet_allow: boolean;
  order_by: SortOption;
  /** The filters shown with the search's own controls (search/components/filter-fields.tsx), as the filter holds them. */
  fields: Partial<SearchFilter>;
}

/** The filter fields the form edits; every other field of a saved filter passes through. */
const EDITED = [
  'keyword',
  'sell_type',
  'estate_type_id',
  'province_id',
  'district_id',
  'min_price',
  'max_price',
  'total_bedroom',
  'train_type',
  'train_line',
  'is_pet_allow',
  'order_by',
] as const satisfies readonly (keyof SearchFilter & keyof TrendFormValues)[];
/** The filter fields edited with the search's own controls. */
const CONTROLLED: readonly string[] = FILTER_FIELD_CONTROLS.map((control) => control.field);

const text = (value: number | undefined) => (value === undefined ? null : String(value));
const id = (value: string | null) => (value === null || value === '' ? undefined : Number(value));
const amount = (value: number | string) => (value === '' || value === undefined ? undefined : Number(value));

export function trendFormValues(trend: AdminTrend | null): TrendFormValues {
  const filter = trend?.filter;
  return {
    trend_name_th: trend?.trend_name_th ?? '',
    trend_name_en: trend?.trend_name_en ?? '',
    slug: trend?.slug ?? '',
    sort_order: trend?.sort_order ?? 0,
    keyword: filter?.keyword ?? '',
    sell_type: filter?.sell_type ?? '',
    estate_type_id: text(filter?.estate_type_id),
    province_id: text(filter?.province_id),
    district_id: text(filter?.district_id),
    min_price: filter?.min_price ?? '',
    max_price: filter?.max_price ?? '',
    total_bedroom: text(filter?.total_bedroom),
    train_type: text(filter?.train_type),
    train_line: text(filter?.train_line),
    is_pet_allow: filter?.is_pet_allow === 1,
    order_by: filter?.order_by ?? 'date-desc',
    fields: Object.fromEntries(Object.entries(filter ?? {}).filter(([key]) => CONTROLLED.includes(key))),
  };
}

/** The body the store endpoint takes: the edited fields over the rest of the trend's saved filter. */
export function trendBody(values: TrendFormValues, trend: AdminTrend | null): AdminTrendBody {
  const edited = [...EDITED, ...CONTROLLED] as readonly string[];
  const kept = Object.fromEntries(Object.entries(trend?.filter ?? {}).filter(([key]) => !edited.includes(key)));
  return {
    ...(trend && { id: trend.trend_id }),
    trend_name_th: values.trend_name_th,
    trend_name_en: values.trend_name_en,
    slug: values.slug.trim(),
    sort_order: amount(values.sort_order) ?? 0,
    filter: {
      ...kept,
      keyword: values.keyword.trim() || undefined,
      sell_type: values.sell_type || undefined,
      estate_type_id: id(values.estate_type_id),
      province_id: id(values.province_id),
      district_id: id(values.district_id),
      min_price: amount(values.min_price),
      max_price: amount(values.max_price),
      total_bedroom: id(values.total_bedroom),
      train_type: id(values.train_type),
      train_line: id(values.train_line),
      is_pet_allow: values.is_pet_allow ? 1 : 0,
      order_by: values.order_by,
      ...values.fields,
    },
  };
}

/** Form field of a body path: `filter.max_price` is the form's `max_price`. */
export const formField = (path: readonly PropertyKey[] | string) => {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  return parts[0] === 'filter' && parts.length > 1 ? parts[1]! : parts[0]!;
};

/** The contract's checks on the body, as form errors (catalogue keys) by form field; null when valid. */
export function trendBodyErrors(body: AdminTrendBody): Record<string, string> | null {
  const parsed = adminTrendBody.safeParse(body);
  if (parsed.success) return null;
  return issuesByField(parsed.error.issues);
}

export function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[formField(issue.path)] ??= issue.message;
  return errors;
}

/** A slug from an English name: lower case, words joined by hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

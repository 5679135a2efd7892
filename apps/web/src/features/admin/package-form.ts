import type { EndpointResult, Endpoints, PackageStoreBody } from '@baandee/contracts';
import { packageStoreBody } from '@baandee/contracts';
import { parseBahtToSatang, satangToBahtText } from '../../lib/money';

/** A package as the admin list answers it (on sale or not). */
export type AdminPackage = EndpointResult<Endpoints['adminPackages']>[number];

/** The package form as typed: the price is text in baht, turned into satang only on save. */
export interface PackageFormValues {
  code: string;
  price: string;
  credits: number | string;
  details_th: string;
  details_en: string;
  active: boolean;
}

export function packageFormValues(item: AdminPackage | null): PackageFormValues {
  return {
    code: item?.code ?? '',
    price: item ? satangToBahtText(item.price_satang) : '',
    credits: item?.credits ?? '',
    details_th: item?.details.th ?? '',
    details_en: item?.details.en ?? '',
    active: item?.active ?? true,
  };
}

/** The body's `price_satang` is the form's `price`. */
export const packageFormField = (path: string) => (path === 'price_satang' ? 'price' : path);

/**
 * The body to send, or the form's errors (catalogue keys): the price is parsed from its
 * text to exact satang, then the contract checks everything as the server will.
 */
export function packageBody(values: PackageFormValues, item: AdminPackage | null): { body: PackageStoreBody } | { errors: Record<string, string> } {
  const price = values.price.trim();
  const satang = parseBahtToSatang(price);
  if (!price) return { errors: { price: 'required' } };
  if (satang === null) return { errors: { price: 'must be a number' } };
  if (satang === 0) return { errors: { price: 'must be greater than 0' } };
  const body: PackageStoreBody = {
    ...(item ? { id: item.id } : {}),
    code: values.code,
    price_satang: satang,
    credits: values.credits === '' ? Number.NaN : Number(values.credits),
    details_th: values.details_th,
    details_en: values.details_en,
    active: values.active,
  };
  if (body.credits <= 0) return { errors: { credits: 'must be greater than 0' } };
  const parsed = packageStoreBody.safeParse(body);
  if (parsed.success) return { body };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[packageFormField(String(issue.path[0]))] ??= issue.message;
  return { errors };
}

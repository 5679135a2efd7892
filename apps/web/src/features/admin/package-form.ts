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
  const errors: Record<string, string> = {};
  // every wrong field at once: an empty code, price and credits are three messages, not one
  if (!values.code.trim()) errors.code = 'required';
  const price = values.price.trim();
  const satang = parseBahtToSatang(price);
  if (!price) errors.price = 'required';
  else if (satang === null) errors.price = 'must be a number';
  else if (satang === 0) errors.price = 'must be greater than 0';
  const credits = values.credits === '' ? null : Number(values.credits);
  if (credits === null) errors.credits = 'required';
  else if (credits <= 0) errors.credits = 'must be greater than 0';
  const body: PackageStoreBody = {
    ...(item ? { id: item.id } : {}),
    code: values.code,
    price_satang: satang ?? 0,
    credits: credits ?? 0,
    details_th: values.details_th,
    details_en: values.details_en,
    active: values.active,
  };
  const parsed = packageStoreBody.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[packageFormField(String(issue.path[0]))] ??= issue.message;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

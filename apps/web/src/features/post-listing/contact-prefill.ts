import type { UserInfo } from '@baandee/contracts';
import type { PostFormValues } from './form-values';

const CONTACT_FIELDS = ['contact_firstname', 'contact_lastname', 'contact_company_name', 'contact_email', 'contact_phone'] as const;

/**
 * The contact fields taken from the profile (issue #7): only while all of them are still
 * empty, so what the owner changed for this listing stays.
 */
export function contactFromProfile(values: PostFormValues, profile: UserInfo): Partial<PostFormValues> | null {
  if (CONTACT_FIELDS.some((field) => values[field].trim() !== '')) return null;
  return {
    contact_firstname: profile.firstname ?? '',
    contact_lastname: profile.lastname ?? '',
    contact_company_name: profile.user_type === 'company' ? (profile.company_name ?? '') : '',
    contact_email: profile.email ?? '',
    contact_phone: profile.phone ?? '',
  };
}

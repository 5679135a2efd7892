import { updateProfileBody, type UpdateProfileBody, type UserInfo } from '@baandee/contracts';

/** The profile form's values: text inputs hold strings, '' meaning empty. */
export interface ProfileValues {
  firstname: string;
  lastname: string;
  phone: string;
  birth_date: string;
  id_card_number: string;
  address: string;
  company_name: string;
  juristic_number: string;
  province_id: string;
  district_id: string;
  sub_district_id: string;
  postal_code: string;
  short_history: string;
  show_phone: boolean;
}

export type ProfileField = keyof ProfileValues;

/** The fields the server accepts, named once in the contract. */
export const PROFILE_FIELDS = Object.keys(updateProfileBody.shape) as ProfileField[];

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function profileValues(profile: UserInfo): ProfileValues {
  return {
    firstname: text(profile.firstname),
    lastname: text(profile.lastname),
    phone: text(profile.phone),
    birth_date: text(profile.birth_date),
    id_card_number: text(profile.id_card_number),
    address: text(profile.address),
    company_name: text(profile.company_name),
    juristic_number: text(profile.juristic_number),
    province_id: text(profile.province_id),
    district_id: text(profile.district_id),
    sub_district_id: text(profile.sub_district_id),
    postal_code: text(profile.postal_code),
    short_history: text(profile.short_history),
    show_phone: profile.show_phone,
  };
}

/** Names and phone cannot be cleared once set; never set, an empty input leaves them so. */
const KEEP_WHEN_EMPTY = ['firstname', 'lastname', 'phone'] as const;

/**
 * The update payload: the form's values, minus the still-unset required fields the user
 * left empty. The e-mail is not among them: it changes through its own dialog (change-email.tsx).
 */
export function profileBody(values: ProfileValues, profile: UserInfo): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const field of KEEP_WHEN_EMPTY) {
    if (values[field].trim() === '' && profile[field] === null) delete body[field];
  }
  return body;
}

/** The API's own schema checks the form: each issue is a catalogue key on its field. */
export function parseProfile(values: ProfileValues, profile: UserInfo): { data?: UpdateProfileBody; errors: Record<string, string> } {
  const parsed = updateProfileBody.safeParse(profileBody(values, profile));
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

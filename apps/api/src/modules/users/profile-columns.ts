import { sql } from 'kysely';
import type { UpdateProfileBody } from '@baandee/contracts';

/** The account's own stored fields the profile shows (and its export holds); birth_date as text so no time zone moves the day. */
export const storedProfileColumns = [
  'id',
  'email',
  'email_verified_at',
  'account_type',
  'user_type',
  'role',
  'line_friend_status',
  'profile_img_path',
  'firstname',
  'lastname',
  'phone',
  sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'),
  'id_card_number',
  'address',
  'company_name',
  'juristic_number',
  'province_id',
  'district_id',
  'sub_district_id',
  'postal_code',
  'short_history',
  'show_phone',
  'created_at',
] as const;

/**
 * Every field the profile form can set, cleared. Typed over the form's body, so a field
 * added to the form does not compile until it is cleared here too.
 */
export const CLEARED_PROFILE_FORM: { [K in keyof Required<UpdateProfileBody>]: K extends 'show_phone' ? false : null } = {
  firstname: null,
  lastname: null,
  phone: null,
  birth_date: null,
  id_card_number: null,
  address: null,
  company_name: null,
  juristic_number: null,
  province_id: null,
  district_id: null,
  sub_district_id: null,
  postal_code: null,
  short_history: null,
  show_phone: false,
};

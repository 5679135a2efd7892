import { sql } from 'kysely';

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

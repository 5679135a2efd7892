import { ACCOUNT_TYPES, POSTAL_CODE_LENGTH, THAI_ID_LENGTH, USER_ROLES, USER_TYPES } from '@baandee/domain';
import { z } from './error-map.js';
import { phoneField, requiredText, text, thaiIdField } from './common.js';
import { rowId } from './account-fields.js';

/** Account types (DESIGN 4.1): 1 e-mail, 2 Facebook, 3 Google. */
export const accountTypeField = z.literal(ACCOUNT_TYPES);
export const userTypeField = z.enum(USER_TYPES);
export const userRoleField = z.enum(USER_ROLES);

/**
 * The profile (`info`) of the signed-in user: what login answers and GET api/user/{id}
 * returns. `profile_img_path` is a relative path (/uploads/profile/….webp) or a provider's
 * full URL; null means the web shows its default image.
 */
export const userInfo = z.object({
  id: z.number(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  account_type: accountTypeField,
  user_type: userTypeField,
  role: userRoleField.meta({ description: 'admin opens the admin screens under /admin' }),
  is_company: z.boolean(),
  credit: z.number(),
  line_friend_status: z.boolean(),
  profile_img_path: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  id_card_number: z.string().nullable(),
  address: z.string().nullable(),
  company_name: z.string().nullable(),
  juristic_number: z.string().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  sub_district_id: z.number().nullable(),
  postal_code: z.string().nullable(),
  short_history: z.string().nullable(),
  show_phone: z.boolean(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Form inputs send '' for an emptied optional field; it clears the value. */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());
const optionalText = (max: number) => clearable(text(max));
const optionalId = clearable(rowId);

export const JURISTIC_NUMBER_PATTERN = new RegExp(`^\\d{${THAI_ID_LENGTH}}$`); // Thai juristic person registration numbers

/**
 * PUT api/user/update/{id}: the profile form (spec section 3). Every field is optional;
 * an omitted field is left as it is, null or '' clears an optional one. The e-mail is not
 * among them: it changes through POST api/user/change-email, with the password and a
 * link to the new address (docs/decisions/010); an `email` sent here is dropped.
 */
export const updateProfileBody = z.object({
  firstname: requiredText(120).optional(),
  lastname: requiredText(120).optional(),
  phone: phoneField.optional(),
  birth_date: clearable(z.iso.date().refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10))),
  id_card_number: clearable(thaiIdField),
  address: optionalText(500),
  company_name: optionalText(255),
  juristic_number: clearable(z.string().trim().regex(JURISTIC_NUMBER_PATTERN, { message: 'juristic number not valid' })),
  province_id: optionalId,
  district_id: optionalId,
  sub_district_id: optionalId,
  postal_code: clearable(z.string().trim().regex(new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`), { message: 'postal code not valid' })),
  short_history: optionalText(2000),
  show_phone: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const userIdParams = z.object({ id: rowId });

/** GET api/switch-account?account_type=individual|company */
export const switchAccountQuery = z.object({ account_type: userTypeField });

/** POST api/user/upload-image: multipart field `image` (or `file`); the stored 200x200 WebP. */
export const uploadImageResult = z.object({ profile_img_path: z.string() });

/**
 * GET api/user/show-agent-profile/{id}: what a visitor may see of an owner or agent. Never
 * the e-mail, id card, birth date or address; the phone is masked unless the owner opted in.
 */
export const agentProfile = z.object({
  id: z.number(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  user_type: userTypeField,
  company_name: z.string().nullable(),
  profile_img_path: z.string().nullable(),
  short_history: z.string().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  phone: z.string().nullable().meta({ description: 'Masked (081-xxx-xxx8) unless phone_masked is false' }),
  phone_masked: z.boolean(),
  created_at: z.string(),
});
export type AgentProfile = z.infer<typeof agentProfile>;

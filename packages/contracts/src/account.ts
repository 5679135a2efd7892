import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baandee/domain';
import { z } from './error-map.js';
import { phoneField, requiredText, text } from './common.js';
import { accountEmail } from './account-fields.js';
import { userInfo } from './account-profile.js';

/**
 * Schemas of the Account calls that sign a user in or change a password (spec sections
 * 3, 5 and 7). The web forms use these same schemas, so a rule broken on the client shows
 * the same catalogue key as the server's field error.
 */

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const passwordField = z
  .string()
  .min(1, { abort: true })
  .min(PASSWORD_MIN_LENGTH, { message: 'password too short' })
  .max(PASSWORD_MAX_LENGTH);

/** Puts 'confirm password not match' on the confirmation field, so the form shows it there. */
const confirmed = <T extends z.ZodObject>(schema: T, password: string, confirm: string) =>
  schema.refine((body) => (body as Record<string, unknown>)[password] === (body as Record<string, unknown>)[confirm], {
    message: 'confirm password not match',
    path: [confirm],
  });

/** POST api/user/register: the registration form. Success returns to the login view. */
export const registerBody = confirmed(
  z.object({
    email: accountEmail,
    phone: phoneField,
    password: passwordField,
    confirmPassword: z.string(),
    is_receive_news: z.boolean().default(true),
  }),
  'password',
  'confirmPassword',
);
export type RegisterBody = z.infer<typeof registerBody>;
export const registerResult = z.object({ registered: z.literal(true), email: z.string() });

/** POST api/user/login. A wrong pair answers 422 'email or password not valid', never which one. */
export const loginBody = z.object({ email: accountEmail, password: z.string().min(1).max(1024) });
export type LoginBody = z.infer<typeof loginBody>;

/**
 * Set (true) when this step took back an account someone had registered with the address
 * before it was verified: their LINE, social links, notification settings and profile
 * were reset, and the page that follows tells the owner so.
 */
export const accountReset = z
  .literal(true)
  .optional()
  .meta({ description: 'Present when an account registered with this address before it was verified was taken back and reset' });

/** Login and both social sign-ins answer the bearer token and the profile. */
export const authResult = z.object({ token: z.string(), info: userInfo, account_reset: accountReset });
export type AuthResult = z.infer<typeof authResult>;

/** A single-use link token from a mail: POST api/user/verify-email. */
export const tokenBody = z.object({ token: z.string().trim().min(1).max(200) });
export type TokenBody = z.infer<typeof tokenBody>;

/** POST api/request-password-reset: always answers success, whether the address exists or not. */
export const emailBody = z.object({ email: accountEmail });
export type EmailBody = z.infer<typeof emailBody>;

/** POST api/reset-password: the token from the reset mail and the new password. */
export const resetPasswordBody = confirmed(
  z.object({ token: z.string().trim().min(1).max(200), password: passwordField, confirmPassword: z.string() }),
  'password',
  'confirmPassword',
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** PUT api/user/change-password ("old, new and confirm password"); e-mail accounts only. */
export const changePasswordBody = confirmed(
  z.object({ old_password: z.string().min(1).max(1024), new_password: passwordField, confirm_password: z.string() }),
  'new_password',
  'confirm_password',
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const optionalText = text(120).nullish();

/**
 * POST api/user/google-register: `token` is the Google ID token; `google_id` must be its
 * `sub`. The picture is taken from the verified token only; a `profile_img_path` sent
 * along is dropped (docs/decisions/010).
 */
export const googleRegisterBody = z.object({
  google_id: requiredText(255),
  token: z.string().min(1).max(8192),
  firstname: optionalText,
  lastname: optionalText,
  email: text(254).nullish(),
});
export type GoogleRegisterBody = z.infer<typeof googleRegisterBody>;

/**
 * POST api/user/fb-register: `auth` is the user access token; profile data as Facebook
 * gives it. The picture comes from the Graph API's answer only; `profile_img_path` or
 * `picture` sent along are dropped (docs/decisions/010).
 */
export const fbRegisterBody = z.object({
  auth: z.string().min(1).max(4096),
  facebook_id: requiredText(255),
  id: text(255).nullish(),
  name: optionalText,
  email: text(254).nullish(),
  first_name: optionalText,
  last_name: optionalText,
});
export type FbRegisterBody = z.infer<typeof fbRegisterBody>;

export const doneResult = z.object({ done: z.literal(true) });

/**
 * POST api/user/change-email: the current password and the new address. Nothing changes
 * yet: a link goes to the new address, a notice to the current one (docs/decisions/010).
 */
export const changeEmailBody = z.object({ password: z.string().min(1).max(1024), new_email: accountEmail });
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

/** POST api/user/confirm-email-change: the token of the link; answers the account's new address. */
export const confirmEmailChangeResult = z.object({ email: z.string() });

import { z } from './error-map.js';
import { emailField, phoneField, requiredText } from './common.js';

/** POST api/contact-us: every field is required (spec section 5). */
export const contactUsBody = z.object({
  name: requiredText(120),
  email: emailField,
  phone: phoneField,
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactUsBody = z.infer<typeof contactUsBody>;

/** POST api/accept-cookie: the consent given; the user is known from the bearer token. */
export const acceptCookieBody = z.object({ analytics: z.boolean().default(true) }).nullish();

export const acceptedResult = z.object({ accepted: z.literal(true) });

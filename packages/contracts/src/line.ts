import { LINE_STATE_ALPHABET, LINE_STATE_LENGTH } from '@baandee/domain';
import { z } from './error-map.js';

/**
 * LINE connection (spec sections 4 and 7, DESIGN 4.8): LINE Login links a LINE user to
 * the account, for notifications and for sending payment slips to the official account.
 */

/** Where the connection stands; `configured: false` when the site runs without LINE. */
export const lineStatus = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  display_name: z.string().nullable(),
  picture_url: z.string().nullable(),
  /** users.line_friend_status: the user has the official account as a friend. */
  friend: z.boolean(),
  add_friend_url: z.string().nullable().meta({ description: 'https://line.me/R/ti/p/<@id> of the official account; null without LINE' }),
});
export type LineStatus = z.infer<typeof lineStatus>;

/** GET api/line/login-url: the LINE Login page to open, with a fresh state kept on the server. */
export const lineLoginUrl = z.object({ url: z.string() });

/** The 7-character state of one connect attempt (LINE_STATE_ALPHABET). */
export const lineStateField = z.string().regex(new RegExp(`^[${LINE_STATE_ALPHABET}]{${LINE_STATE_LENGTH}}$`));

/** POST api/line/callback: what LINE Login sent back to /line-callback. */
export const lineCallbackBody = z.object({ code: z.string().trim().min(1).max(512), state: lineStateField });
export type LineCallbackBody = z.infer<typeof lineCallbackBody>;

/** POST api/line-connect (spec section 7): tokens from LINE Login, checked with LINE before linking. */
export const lineConnectBody = z.object({
  id_token: z.string().trim().min(1).max(8192),
  access_token: z.string().trim().min(1).max(4096),
  refresh_token: z.string().max(4096).nullish(),
});
export type LineConnectBody = z.infer<typeof lineConnectBody>;

/** POST api/line/webhook: the events LINE delivered that were new (redeliveries are not counted). */
export const lineWebhookResult = z.object({ received: z.number() });

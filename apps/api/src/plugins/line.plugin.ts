import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config, LineConfig } from '../config.js';
import { AppError, lineLoginFailed, lineNotSetUp } from '../lib/errors.js';

/**
 * The LINE platform as the product uses it, on the real paths of LINE Login v2.1 and the
 * Messaging API; every base URL is configuration, so tests run a local stand-in.
 */

/** Every call to LINE gives up after this long: a hung LINE never holds a request or a worker. */
const LINE_TIMEOUT_MS = 5000;
/** Downloading an image a user sent can take longer than an API call. */
const CONTENT_TIMEOUT_MS = 15_000;
/** LINE accepts images of up to 10 MB from its users; nothing bigger is read. */
export const LINE_CONTENT_MAX_BYTES = 10 * 1024 * 1024;
/** The scopes the connect asks for (spec section 4). */
export const LINE_LOGIN_SCOPES = 'profile openid email';

/** A message object of the Messaging API (text, image, flex, ...). */
export type LineMessage = { type: 'text'; text: string } | { type: string; [field: string]: unknown };

/** A UUID made from `seed`: pushes sent again with the same seed are delivered once (X-Line-Retry-Key). */
export function lineRetryKey(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * LINE answered with an error or not at all. `retriable`: no answer, 429 or 5xx (trying
 * later may work); a 4xx other than 429 will fail the same way again (a blocked user, a
 * spent reply token). The client always sees 502 'messaging app unavailable'.
 */
export class LineApiError extends AppError {
  constructor(
    readonly operation: string,
    readonly lineStatus: number | null,
    readonly detail: string,
  ) {
    super(502, 'messaging app unavailable');
    this.message = `LINE ${operation} failed: ${lineStatus ?? 'no answer'} ${detail}`.trim();
  }

  get retriable(): boolean {
    return this.lineStatus === null || this.lineStatus === 429 || this.lineStatus >= 500;
  }
}

export interface LineTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string | null;
  expiresIn: number;
}

export interface LineIdClaims {
  /** The LINE user id (U + 32 hex digits). */
  sub: string;
  name: string | null;
  picture: string | null;
  email: string | null;
}

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

export interface LineClient {
  /** False without the LINE settings: every call below then throws 503 'messaging app not set up'. */
  readonly configured: boolean;
  /** https://line.me/R/ti/p/<@id>: adds the official account as a friend; null without settings. */
  readonly addFriendUrl: string | null;
  /** The LINE Login authorization page for one connect attempt. */
  authorizeUrl(input: { redirectUri: string; state: string; nonce: string }): string;
  /** Trades an authorization code for tokens (the channel secret never leaves the server). */
  exchangeCode(code: string, redirectUri: string): Promise<LineTokens>;
  /** LINE checks the ID token's signature; we check it is ours, unexpired and (when given) carries our nonce. */
  verifyIdToken(idToken: string, nonce?: string): Promise<LineIdClaims>;
  /** The access token must be issued to our Login channel and not expired. */
  verifyAccessToken(accessToken: string): Promise<void>;
  profile(accessToken: string): Promise<LineProfile>;
  /** Whether the user has the official account as a friend (the Login channel must be linked to it). */
  friendship(accessToken: string): Promise<boolean>;
  /** A push message; `retryKey` (a UUID) makes a retried push arrive once (X-Line-Retry-Key). */
  push(to: string, messages: LineMessage[], options?: { retryKey?: string }): Promise<void>;
  reply(replyToken: string, messages: LineMessage[]): Promise<void>;
  /** The bytes a user sent (image, video, file) by message id. */
  content(messageId: string): Promise<{ bytes: Buffer; contentType: string }>;
  /** X-Line-Signature: base64 HMAC-SHA256 of the raw body with the channel secret, compared in constant time. */
  verifySignature(rawBody: Buffer | string, header: string | string[] | undefined): boolean;
}

/** The user's token or code was refused: nothing LINE-side is broken. */

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number(),
});
const idTokenAnswer = z.object({
  sub: z.string().min(1),
  aud: z.string(),
  exp: z.number(),
  nonce: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
  email: z.string().optional(),
});
const accessTokenAnswer = z.object({ client_id: z.string(), expires_in: z.number(), scope: z.string().optional() });
const profileAnswer = z.object({ userId: z.string().min(1), displayName: z.string(), pictureUrl: z.string().optional() });
const friendshipAnswer = z.object({ friendFlag: z.boolean() });

/** Text stored from LINE: trimmed, without the NUL characters PostgreSQL refuses. */
const clean = (value: string | undefined, max = 255) => value?.replaceAll('\u0000', '').trim().slice(0, max) || null;

type Call = { operation: string; url: string; init?: RequestInit; timeoutMs?: number; refusedIsLogin?: boolean };

function lineClient(line: LineConfig): LineClient {
  /** One request to LINE: no answer or a 5xx is 502; a 4xx is a refused login token where that applies. */
  async function send({ operation, url, init, timeoutMs = LINE_TIMEOUT_MS, refusedIsLogin = false }: Call): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new LineApiError(operation, null, error instanceof Error ? error.message : '');
    }
    if (response.ok) return response;
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    if (refusedIsLogin && response.status >= 400 && response.status < 500 && response.status !== 429) throw lineLoginFailed();
    throw new LineApiError(operation, response.status, detail);
  }

  async function json<T>(call: Call, schema: z.ZodType<T>): Promise<T> {
    const response = await send(call);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new LineApiError(call.operation, response.status, 'unexpected answer');
    return parsed.data;
  }

  const bot = async (operation: string, path: string, body: unknown, retryKey?: string) => {
    try {
      await send({
        operation,
        url: `${line.apiUrl}${path}`,
        init: {
          method: 'POST',
          headers: {
            authorization: `Bearer ${line.messagingAccessToken}`,
            'content-type': 'application/json',
            ...(retryKey && { 'x-line-retry-key': retryKey }),
          },
          body: JSON.stringify(body),
        },
      });
    } catch (error) {
      // 409 to a retry key: LINE already accepted this very message, so it is delivered
      if (retryKey && error instanceof LineApiError && error.lineStatus === 409) return;
      throw error;
    }
  };

  const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

  return {
    configured: true,
    addFriendUrl: `https://line.me/R/ti/p/${encodeURIComponent(line.oaBasicId)}`,

    authorizeUrl({ redirectUri, state, nonce }) {
      const url = new URL(`${line.authUrl}/oauth2/v2.1/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: line.loginChannelId,
        redirect_uri: redirectUri,
        state,
        scope: LINE_LOGIN_SCOPES,
        // asks the user to add the official account on the consent screen (DESIGN 4.8)
        bot_prompt: 'aggressive',
        nonce,
      }).toString();
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      const answer = await json(
        {
          operation: 'token',
          url: `${line.apiUrl}/oauth2/v2.1/token`,
          refusedIsLogin: true,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              grant_type: 'authorization_code',
              code,
              redirect_uri: redirectUri,
              client_id: line.loginChannelId,
              client_secret: line.loginChannelSecret,
            }),
          },
        },
        tokenAnswer,
      );
      return { accessToken: answer.access_token, idToken: answer.id_token, refreshToken: answer.refresh_token ?? null, expiresIn: answer.expires_in };
    },

    async verifyIdToken(idToken, nonce) {
      const form = new URLSearchParams({ id_token: idToken, client_id: line.loginChannelId });
      if (nonce) form.set('nonce', nonce);
      const claims = await json(
        {
          operation: 'verify id token',
          url: `${line.apiUrl}/oauth2/v2.1/verify`,
          refusedIsLogin: true,
          init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
        },
        idTokenAnswer,
      );
      // LINE checked these too; a token for another channel or a replayed one stops here whatever it says
      if (claims.aud !== line.loginChannelId) throw lineLoginFailed();
      if (claims.exp * 1000 <= Date.now()) throw lineLoginFailed();
      if (nonce !== undefined && claims.nonce !== nonce) throw lineLoginFailed();
      return { sub: claims.sub, name: clean(claims.name), picture: clean(claims.picture, 1000), email: clean(claims.email) };
    },

    async verifyAccessToken(accessToken) {
      const url = new URL(`${line.apiUrl}/oauth2/v2.1/verify`);
      url.searchParams.set('access_token', accessToken);
      const answer = await json({ operation: 'verify access token', url: url.toString(), refusedIsLogin: true }, accessTokenAnswer);
      if (answer.client_id !== line.loginChannelId || answer.expires_in <= 0) throw lineLoginFailed();
    },

    async profile(accessToken) {
      const answer = await json({ operation: 'profile', url: `${line.apiUrl}/v2/profile`, init: bearer(accessToken), refusedIsLogin: true }, profileAnswer);
      return { userId: answer.userId, displayName: clean(answer.displayName) ?? '', pictureUrl: clean(answer.pictureUrl, 1000) };
    },

    async friendship(accessToken) {
      const answer = await json(
        { operation: 'friendship', url: `${line.apiUrl}/friendship/v1/status`, init: bearer(accessToken), refusedIsLogin: true },
        friendshipAnswer,
      );
      return answer.friendFlag;
    },

    push: (to, messages, options = {}) => bot('push', '/v2/bot/message/push', { to, messages }, options.retryKey),

    reply: (replyToken, messages) => bot('reply', '/v2/bot/message/reply', { replyToken, messages }),

    async content(messageId) {
      const response = await send({
        operation: 'content',
        url: `${line.dataApiUrl}/v2/bot/message/${encodeURIComponent(messageId)}/content`,
        init: { headers: { authorization: `Bearer ${line.messagingAccessToken}` } },
        timeoutMs: CONTENT_TIMEOUT_MS,
      });
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > LINE_CONTENT_MAX_BYTES) {
        await response.body?.cancel();
        throw new LineApiError('content', response.status, 'content too large');
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > LINE_CONTENT_MAX_BYTES) throw new LineApiError('content', response.status, 'content too large');
      return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },

    verifySignature(rawBody, header) {
      return signatureMatches(line.messagingChannelSecret, rawBody, header);
    },
  };
}

/** The base64 of an HMAC-SHA256 (32 bytes): 43 characters and one '=' of padding. */
const SIGNATURE_FORMAT = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

/** The webhook signature check on its own, for the client and for tests that sign requests. */
export function signatureMatches(secret: string, rawBody: Buffer | string, header: string | string[] | undefined): boolean {
  // one header holding exactly the padded base64 of 32 bytes: Node's lenient decoder would
  // otherwise skip trailing junk, missing padding or a second header joined with a comma
  if (typeof header !== 'string' || !SIGNATURE_FORMAT.test(header)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('base64'), 'latin1');
  return timingSafeEqual(Buffer.from(header, 'latin1'), expected);
}

/** Without settings: the product runs, says LINE is not set up, and any call answers 503. */
const unconfigured: LineClient = {
  configured: false,
  addFriendUrl: null,
  authorizeUrl: () => {
    throw lineNotSetUp();
  },
  exchangeCode: async () => Promise.reject(lineNotSetUp()),
  verifyIdToken: async () => Promise.reject(lineNotSetUp()),
  verifyAccessToken: async () => Promise.reject(lineNotSetUp()),
  profile: async () => Promise.reject(lineNotSetUp()),
  friendship: async () => Promise.reject(lineNotSetUp()),
  push: async () => Promise.reject(lineNotSetUp()),
  reply: async () => Promise.reject(lineNotSetUp()),
  content: async () => Promise.reject(lineNotSetUp()),
  verifySignature: () => false,
};

export function createLineClient(config: Pick<Config, 'line'>): LineClient {
  return config.line ? lineClient(config.line) : unconfigured;
}

declare module 'fastify' {
  interface FastifyInstance {
    line: LineClient;
  }
}

/** `app.line`: the LINE client for the configured channels. */
export const linePlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<Config, 'line'> }) => {
    app.decorate('line', createLineClient(options.config));
  },
  { name: 'line' },
);

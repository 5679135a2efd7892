import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baandee/contracts';
import { MESSAGE_RETENTION_DAYS, RAW_EVENT_RETENTION_DAYS, SONGKRAN_SHARE_CREDITS_DEFAULT, SONGKRAN_SHARE_CREDITS_MAX, promptPayTarget } from '@baandee/domain';
import { LOCAL_STAND_IN_SECRETS } from './local-secrets.js';

/** The first admin of a local or demo install (README); a public site sets its own. */
const DEFAULT_ADMIN = { email: 'admin@baandee.local', password: 'baandee-admin-local-only' } as const;

/**
 * Every setting the server reads from the environment. Each is documented in the README;
 * a bad value stops start-up with a message naming the variable.
 */
const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}`);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** proxy-addr's names for address ranges, usable in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For. Off (the socket's address
 * counts) unless set: `true` trusts every peer (only behind a proxy that overwrites the
 * header), a number trusts that many proxy hops, a list trusts those addresses and ranges.
 */
export type TrustProxy = boolean | number | string[];

const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.toLowerCase();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: `must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.join(', ') || 'empty'})` });
      return z.NEVER;
    }
    return entries;
  });

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
const LLM_REQUIRED = ['LLM_API_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
const LINE_REQUIRED = ['LINE_LOGIN_CHANNEL_ID', 'LINE_LOGIN_CHANNEL_SECRET', 'LINE_MESSAGING_CHANNEL_SECRET', 'LINE_MESSAGING_ACCESS_TOKEN', 'LINE_OA_BASIC_ID'] as const;

/**
 * Where buyers transfer money. The defaults are made up for local and demo installs (no
 * such bank account or PromptPay id exists); a real site sets its own.
 */
/** Whether the PromptPay QR can be made for this id (a mobile number must start with 0). */
function isPromptPayId(value: string): boolean {
  try {
    promptPayTarget(value);
    return true;
  } catch {
    return false;
  }
}

export const DEMO_BANK = {
  name: 'ธนาคารตัวอย่าง (Example Bank, not a real bank)',
  accountName: 'บริษัท บ้านดี ตัวอย่าง จำกัด (BaanDee Demo Co., Ltd.)',
  accountNumber: '000-0-00000-0',
  promptPayId: '0000000000000',
} as const;

/** Host names of this machine only: a site there is a local install, whatever NODE_ENV says. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * A public site (NODE_ENV=production and a PUBLIC_URL that is not this machine) refuses the
 * values anyone can read in the README or the repository, and plain http: one problem per
 * variable, each saying what to set.
 */
function productionProblems(env: z.infer<typeof envObject>): { name: string; message: string }[] {
  if (env.NODE_ENV !== 'production' || env.PUBLIC_URL === undefined) return [];
  const publicUrl = new URL(env.PUBLIC_URL);
  if (isLocalHost(publicUrl.hostname)) return [];
  const problems: { name: string; message: string }[] = [];
  if (publicUrl.protocol !== 'https:') {
    problems.push({ name: 'PUBLIC_URL', message: `must start with https:// on a public site (NODE_ENV=production): ${env.PUBLIC_URL} would send sessions and passwords in clear text` });
  }
  if ((env.SEED_DEMO || env.ADMIN_EMAIL) && (env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === DEFAULT_ADMIN.password)) {
    problems.push({ name: 'ADMIN_PASSWORD', message: 'is the documented local default on a public site (NODE_ENV=production): set ADMIN_EMAIL and ADMIN_PASSWORD of your own, or SEED_DEMO=false' });
  }
  for (const [name, value] of Object.entries(LOCAL_STAND_IN_SECRETS)) {
    if (env[name as keyof typeof LOCAL_STAND_IN_SECRETS] === value) {
      problems.push({ name, message: 'is the local stand-in\'s documented value on a public site (NODE_ENV=production): set the real secret' });
    }
  }
  const bank = { BANK_NAME: DEMO_BANK.name, BANK_ACCOUNT_NAME: DEMO_BANK.accountName, BANK_ACCOUNT_NUMBER: DEMO_BANK.accountNumber, PROMPTPAY_ID: DEMO_BANK.promptPayId };
  for (const [name, demo] of Object.entries(bank)) {
    if (env[name as keyof typeof bank] === demo) {
      problems.push({ name, message: 'is the made-up demo default on a public site (NODE_ENV=production): buyers would pay an account that does not exist; set the real one' });
    }
  }
  return problems;
}

/**
 * PostgreSQL's work_mem in the server's sessions unless told (DATABASE_WORK_MEM). At the
 * server's default of 4 MB the bitmap of a keyword's trigram matches at a million listings
 * turned lossy (whole pages rechecked), and the planner would not combine two words'
 * bitmaps; at 8 MB and above it ANDs them and reads exact pages, several times faster
 * (figures: docs/decisions/045). Ten connections of one process, a few sorts or bitmaps each.
 */
export const DEFAULT_WORK_MEM = '16MB';

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  // A read replica of DATABASE_URL (streaming replication): public read-only traffic goes
  // there (docs/decisions/025); unset: every query goes to DATABASE_URL.
  DATABASE_READ_URL: optional(url(['postgres:', 'postgresql:'])),
  // How long a request waits for a PostgreSQL connection (a free one of the pool, or a new
  // one) before it answers 503 'service unavailable' with Retry-After.
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(10),
  // The memory each sort or bitmap of a statement may use (PostgreSQL's work_mem) in the
  // server's sessions; empty leaves the database's own setting (docs/decisions/015).
  DATABASE_WORK_MEM: z.union([z.literal(''), z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 16MB')]).default(DEFAULT_WORK_MEM),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: z.string().default('BaanDee <no-reply@baandee.local>'),
  COMPANY_EMAIL: z.email().default('contact@baandee.local'),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  // The first admin account, seeded when SEED_DEMO is on or these are set (DESIGN 4.15).
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH)),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: url(['http:', 'https:']).default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optional(z.string()),
  FACEBOOK_APP_SECRET: optional(z.string()),
  FACEBOOK_GRAPH_URL: url(['http:', 'https:']).default('https://graph.facebook.com'),
  // The providers' browser scripts; the web loads them on demand. Tests point them at a local stand-in.
  GOOGLE_GSI_URL: url(['http:', 'https:']).default('https://accounts.google.com/gsi/client'),
  FACEBOOK_SDK_URL: url(['http:', 'https:']).default('https://connect.facebook.net/en_US/sdk.js'),
  // argon2id cost: memory in KiB and passes. OWASP's floor is 19 MiB x 2 passes; the default
  // is 64 MiB x 3 (its time per hash: docs/benchmarks.md). Lower values only speed up tests.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(65_536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(10).default(3),
  // Sign-in, registration and mail-sending calls per client IP, and mails per e-mail
  // address (wrong passwords per address and IP for sign-in), within
  // AUTH_RATE_WINDOW_MINUTES; beyond them the API answers 429.
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // A session unused this long is over (its last use is recorded at most once a minute);
  // a user keeps at most SESSION_MAX_PER_USER sessions, a new one ends the least recently used.
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(2).default(43_200),
  SESSION_MAX_PER_USER: z.coerce.number().int().min(1).default(10),
  // Listing photos one user may upload per LISTING_UPLOAD_WINDOW_MINUTES (a full post is ~21).
  LISTING_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  LISTING_UPLOAD_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  // How often published listings past their lifetime are closed; 0 turns the timer off.
  LISTING_EXPIRY_INTERVAL_MINUTES: z.coerce.number().min(0).default(10),
  // How often this process's job workers look for queued jobs (mail and LINE notifications);
  // a job sent outside a transaction wakes them at once. 0: this process runs no workers.
  JOBS_POLL_INTERVAL_SECONDS: z.coerce
    .number()
    .refine((v) => v === 0 || (v >= 0.5 && v <= 3600), 'must be 0 (no workers) or between 0.5 and 3600')
    .default(2),
  // The recommended ranking is reused this long (it ranks by days of age and two weeks of
  // visits, so a minute-old order is still right); 0 ranks on every call.
  RECOMMENDED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // A search's page of results (which listings, in which order, and the total) is reused this
  // long for the same query by the process that ran it; a listing change there drops them at
  // once, another process's shows within it. The cards are read fresh every time. 0: every search runs.
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Searches are answered from an index of the searchable rows in each process's memory,
  // loaded at start and kept in step (docs/decisions/032); false: the database answers them all.
  SEARCH_MEMORY_INDEX: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  // Server-rendered public pages are kept per URL and language this long, and the list of
  // landing pages (which exist, for the pages and the sitemap) is rebuilt at most this often; 0: every request.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Uploaded files go to this S3-compatible bucket (path-style) when all five are set;
  // none set: the DATA_DIR/uploads folder.
  S3_ENDPOINT: optional(url(['http:', 'https:'])),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(url(['http:', 'https:'])),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // LINE Login (connecting an account) and the Messaging API (the official account's
  // pushes, replies and webhook): all five or none; none runs the product without LINE.
  LINE_LOGIN_CHANNEL_ID: optional(z.string().regex(/^\d{1,20}$/, 'must be the numeric channel id of the LINE Login channel')),
  LINE_LOGIN_CHANNEL_SECRET: optional(z.string().min(1)),
  LINE_MESSAGING_CHANNEL_SECRET: optional(z.string().min(1)),
  LINE_MESSAGING_ACCESS_TOKEN: optional(z.string().min(1)),
  LINE_OA_BASIC_ID: optional(z.string().regex(/^@[A-Za-z0-9._-]{1,40}$/, 'must be the official account\'s basic id, starting with @')),
  LINE_AUTH_URL: url(['http:', 'https:']).default('https://access.line.me'),
  LINE_API_URL: url(['http:', 'https:']).default('https://api.line.me'),
  LINE_DATA_API_URL: url(['http:', 'https:']).default('https://api-data.line.me'),
  // Bank transfer and PromptPay details shown to buyers (defaults: DEMO_BANK, made up).
  BANK_NAME: z.string().trim().min(1).default(DEMO_BANK.name),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).default(DEMO_BANK.accountName),
  BANK_ACCOUNT_NUMBER: z.string().trim().regex(/^[0-9][0-9 -]{5,30}[0-9]$/, 'must be digits, optionally grouped with spaces or hyphens').default(DEMO_BANK.accountNumber),
  PROMPTPAY_ID: z.string().trim().regex(/^(\d{10}|\d{13}|\d{15})$/, 'must be a 10-digit phone number, a 13-digit citizen or tax id or a 15-digit e-wallet id').refine(isPromptPayId, 'must be a PromptPay id: a mobile number starting with 0, a 13-digit citizen or tax id or a 15-digit e-wallet id').default(DEMO_BANK.promptPayId),
  // Purchases and slip uploads one user may make per PAYMENT_RATE_WINDOW_MINUTES (then 429).
  PAYMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  PAYMENT_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  // How often boosts past their BOOST_LIFETIME_DAYS are marked ended; 0 turns the timer off.
  BOOST_EXPIRY_INTERVAL_MINUTES: z.coerce.number().min(0).default(10),
  // How often listing photos stored before hashing existed are hashed, a batch a run; 0 turns it off.
  PHOTO_HASH_INTERVAL_MINUTES: z.coerce.number().min(0).default(1),
  // PDPA retention (docs/decisions/024): raw events (listing views, contacts and favourites,
  // searches, LINE webhook events) and messages (to owners, to the company) older than this
  // many days are deleted by a job running every RETENTION_INTERVAL_MINUTES (0: never here).
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(RAW_EVENT_RETENTION_DAYS),
  MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(MESSAGE_RETENTION_DAYS),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  // GET /metrics answers only with `Authorization: Bearer <this>` when it is set.
  METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters (a random token, e.g. openssl rand -hex 32)')),
  // The Songkran event's window and the credits a first share grants, until an admin saves
  // others on /admin/events (then the database's hold). Both dates or neither; neither:
  // April in Bangkok (packages/domain defaultSongkranWindow).
  SONGKRAN_STARTS_AT: optional(z.iso.datetime({ offset: true })),
  SONGKRAN_ENDS_AT: optional(z.iso.datetime({ offset: true })),
  SONGKRAN_SHARE_CREDITS: z.coerce.number().int().min(0).max(SONGKRAN_SHARE_CREDITS_MAX).default(SONGKRAN_SHARE_CREDITS_DEFAULT),
  // An OpenAI-compatible chat endpoint that drafts listing texts (docs/decisions/048): the
  // base URL (the chat completions path is added), its key and the model. All three or none;
  // none: the built-in writer drafts. A slower answer than the timeout gets the built-in draft.
  LLM_API_URL: optional(url(['http:', 'https:'])),
  LLM_API_KEY: optional(z.string().min(1)),
  LLM_MODEL: optional(z.string().min(1)),
  LLM_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(20),
});

const envSchema = envObject.superRefine((env, ctx) => {
  if ((env.SONGKRAN_STARTS_AT === undefined) !== (env.SONGKRAN_ENDS_AT === undefined)) {
    const missing = env.SONGKRAN_STARTS_AT === undefined ? 'SONGKRAN_STARTS_AT' : 'SONGKRAN_ENDS_AT';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'required when the other Songkran date is set (set both, or neither for April)' });
  } else if (env.SONGKRAN_STARTS_AT && env.SONGKRAN_ENDS_AT && new Date(env.SONGKRAN_ENDS_AT) <= new Date(env.SONGKRAN_STARTS_AT)) {
    ctx.addIssue({ code: 'custom', path: ['SONGKRAN_ENDS_AT'], message: 'must be after SONGKRAN_STARTS_AT' });
  }
}).superRefine((env, ctx) => {
  const missing = S3_REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === S3_REQUIRED.length) return;
  for (const name of missing) {
    ctx.addIssue({ code: 'custom', path: [name], message: `required when any of ${S3_REQUIRED.join(', ')} is set (set all five, or none for the local uploads folder)` });
  }
}).superRefine((env, ctx) => {
  const missing = LINE_REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === LINE_REQUIRED.length) return;
  for (const name of missing) {
    ctx.addIssue({ code: 'custom', path: [name], message: `required when any of ${LINE_REQUIRED.join(', ')} is set (set all five, or none to run without LINE)` });
  }
}).superRefine((env, ctx) => {
  const missing = LLM_REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === LLM_REQUIRED.length) return;
  for (const name of missing) {
    ctx.addIssue({ code: 'custom', path: [name], message: `required when any of ${LLM_REQUIRED.join(', ')} is set (set all three, or none for the built-in writer)` });
  }
}).refine((env) => env.NODE_ENV === 'test' || env.PASSWORD_HASH_MEMORY_KIB >= 19_456, {
  path: ['PASSWORD_HASH_MEMORY_KIB'],
  message: 'below 19456 (19 MiB) is allowed only when NODE_ENV=test',
}).refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
  path: ['DATABASE_READ_URL'],
  message: 'needs DATABASE_URL: a read replica is of a PostgreSQL primary, not of the embedded database',
}).refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
  path: ['ADMIN_PASSWORD'],
  message: 'is needed when ADMIN_EMAIL is set',
}).superRefine((env, ctx) => {
  for (const { name, message } of productionProblems(env)) ctx.addIssue({ code: 'custom', path: [name], message });
});

export type Env = z.infer<typeof envSchema>;

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where clients load objects from, without a trailing slash (e.g. a CDN, or endpoint/bucket). */
  publicUrl: string;
  region: string;
}

export interface LineConfig {
  loginChannelId: string;
  loginChannelSecret: string;
  messagingChannelSecret: string;
  messagingAccessToken: string;
  /** The official account's @id: its add-friend link is https://line.me/R/ti/p/<id>. */
  oaBasicId: string;
  /** Base URLs without a trailing slash: LINE's, or a local stand-in in tests. */
  authUrl: string;
  apiUrl: string;
  dataApiUrl: string;
}

/** The model that drafts listing texts. */
export interface LlmConfig {
  /** Base URL without a trailing slash, e.g. https://api.openai.com/v1 */
  apiUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface Config extends Env {
  /** The admin account the seed makes sure of; null when none is to be seeded. */
  admin: { email: string; password: string; isDefault: boolean } | null;
  dataDir: string;
  publicUrl: string;
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  /** The upload bucket; null: files go to uploadsDir. */
  s3: S3Config | null;
  /** LINE Login and the Messaging API; null: the product runs without LINE and says so. */
  line: LineConfig | null;
  /** The listing-text model; null: the built-in writer drafts. */
  llm: LlmConfig | null;
  /**
   * The Songkran event's settings while no admin has saved any; a null window is April in
   * Bangkok of the year at hand (packages/domain defaultSongkranWindow).
   */
  songkran: { window: { starts_at: Date; ends_at: Date } | null; share_credits: number };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const admin = values.SEED_DEMO || values.ADMIN_EMAIL
    ? {
        email: values.ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
        password: values.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
        isDefault: values.ADMIN_PASSWORD === undefined || values.ADMIN_PASSWORD === DEFAULT_ADMIN.password,
      }
    : null;
  return {
    ...values,
    admin,
    dataDir,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    s3:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY && values.S3_PUBLIC_URL
        ? {
            endpoint: values.S3_ENDPOINT,
            bucket: values.S3_BUCKET,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            publicUrl: values.S3_PUBLIC_URL.replace(/\/+$/, ''),
            region: values.S3_REGION,
          }
        : null,
    songkran: {
      window:
        values.SONGKRAN_STARTS_AT && values.SONGKRAN_ENDS_AT
          ? { starts_at: new Date(values.SONGKRAN_STARTS_AT), ends_at: new Date(values.SONGKRAN_ENDS_AT) }
          : null,
      share_credits: values.SONGKRAN_SHARE_CREDITS,
    },
    llm:
      values.LLM_API_URL && values.LLM_API_KEY && values.LLM_MODEL
        ? { apiUrl: values.LLM_API_URL.replace(/\/+$/, ''), apiKey: values.LLM_API_KEY, model: values.LLM_MODEL, timeoutMs: values.LLM_TIMEOUT_SECONDS * 1000 }
        : null,
    line:
      values.LINE_LOGIN_CHANNEL_ID && values.LINE_LOGIN_CHANNEL_SECRET && values.LINE_MESSAGING_CHANNEL_SECRET && values.LINE_MESSAGING_ACCESS_TOKEN && values.LINE_OA_BASIC_ID
        ? {
            loginChannelId: values.LINE_LOGIN_CHANNEL_ID,
            loginChannelSecret: values.LINE_LOGIN_CHANNEL_SECRET,
            messagingChannelSecret: values.LINE_MESSAGING_CHANNEL_SECRET,
            messagingAccessToken: values.LINE_MESSAGING_ACCESS_TOKEN,
            oaBasicId: values.LINE_OA_BASIC_ID,
            authUrl: values.LINE_AUTH_URL.replace(/\/+$/, ''),
            apiUrl: values.LINE_API_URL.replace(/\/+$/, ''),
            dataApiUrl: values.LINE_DATA_API_URL.replace(/\/+$/, ''),
          }
        : null,
  };
}

/** A warning for the start-up log: the documented admin password on a public https site. */
export function defaultAdminWarning(config: Config): string | null {
  if (!config.admin?.isDefault || !config.publicUrl.startsWith('https:')) return null;
  return `the admin account ${config.admin.email} has the documented default password on ${config.publicUrl}: set ADMIN_EMAIL and ADMIN_PASSWORD`;
}

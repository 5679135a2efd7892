import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: z.string().default('BaanDee <no-reply@baandee.local>'),
  COMPANY_EMAIL: z.email().default('contact@baandee.local'),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
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
  // (64 MiB x 3) takes ~160 ms of one core here. Lower values only speed up tests.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(65_536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(10).default(3),
  // Sign-in, registration and mail-sending calls per client IP, and per e-mail address,
  // within AUTH_RATE_WINDOW_MINUTES; beyond them the API answers 429.
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
}).refine((env) => env.NODE_ENV === 'test' || env.PASSWORD_HASH_MEMORY_KIB >= 19_456, {
  path: ['PASSWORD_HASH_MEMORY_KIB'],
  message: 'below 19456 (19 MiB) is allowed only when NODE_ENV=test',
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
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
  return {
    ...values,
    dataDir,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
  };
}

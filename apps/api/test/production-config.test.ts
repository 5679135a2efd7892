import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_BANK, loadConfig } from '../src/config.js';
import { LOCAL_STAND_IN_SECRETS } from '../src/local-secrets.js';
import { DB_KIND } from './helpers.js';

/**
 * A public site (NODE_ENV=production, PUBLIC_URL not this machine) refuses to start with
 * what anyone can read in the README or the repository (the admin password, the stand-ins'
 * LINE and Facebook secrets, the made-up bank account) and with plain http; a local
 * install (`npm start`, the e2e server: no PUBLIC_URL, or localhost) keeps them.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

const PUBLIC_SITE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://baandee.example',
  ADMIN_EMAIL: 'ops@baandee.example',
  ADMIN_PASSWORD: 'an admin secret of our own',
  BANK_NAME: 'ธนาคารกสิกรไทย',
  BANK_ACCOUNT_NAME: 'บริษัท บ้านดี จำกัด',
  BANK_ACCOUNT_NUMBER: '123-4-56789-0',
  PROMPTPAY_ID: '0105561234567',
  LINE_LOGIN_CHANNEL_ID: '1650000001',
  LINE_LOGIN_CHANNEL_SECRET: 'real-login-channel-secret',
  LINE_MESSAGING_CHANNEL_SECRET: 'real-messaging-channel-secret',
  LINE_MESSAGING_ACCESS_TOKEN: 'real-messaging-access-token',
  LINE_OA_BASIC_ID: '@baandee',
  FACEBOOK_APP_ID: '4242424242',
  FACEBOOK_APP_SECRET: 'real-facebook-app-secret',
};

/** The variables the configuration error names, one per line. */
function refused(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.message.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1]!);
  }
  return [];
}

const without = (...names: (keyof typeof PUBLIC_SITE)[]) => Object.fromEntries(Object.entries(PUBLIC_SITE).filter(([name]) => !names.includes(name as keyof typeof PUBLIC_SITE)));

describe('production configuration', () => {
  it('starts a public site that sets its own secrets, and every local install with the documented defaults', () => {
    expect(refused(PUBLIC_SITE)).toEqual([]);
    expect(refused({})).toEqual([]); // npm start: production, no PUBLIC_URL
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://baandee.localhost']) {
      expect(refused({ NODE_ENV: 'production', PUBLIC_URL: local }), local).toEqual([]);
    }
    expect(refused({ NODE_ENV: 'development', PUBLIC_URL: 'https://baandee.example' })).toEqual([]);
    expect(refused({ ...without('ADMIN_EMAIL', 'ADMIN_PASSWORD'), SEED_DEMO: 'false' })).toEqual([]); // no admin seeded
  });

  it('refuses plain http on a public address', () => {
    expect(refused({ ...PUBLIC_SITE, PUBLIC_URL: 'http://baandee.example' })).toEqual(['PUBLIC_URL']);
    expect(refused({ ...PUBLIC_SITE, PUBLIC_URL: 'http://203.0.113.7:3000' })).toEqual(['PUBLIC_URL']);
    expect(() => loadConfig({ ...PUBLIC_SITE, PUBLIC_URL: 'http://baandee.example' })).toThrow(/PUBLIC_URL: must start with https:\/\/ on a public site/);
  });

  it('refuses the documented admin password, left unset or set', () => {
    expect(refused(without('ADMIN_EMAIL', 'ADMIN_PASSWORD'))).toEqual(['ADMIN_PASSWORD']); // SEED_DEMO seeds admin@baandee.local
    expect(refused({ ...PUBLIC_SITE, ADMIN_PASSWORD: 'baandee-admin-local-only' })).toEqual(['ADMIN_PASSWORD']);
    expect(() => loadConfig(without('ADMIN_EMAIL', 'ADMIN_PASSWORD'))).toThrow(/ADMIN_PASSWORD: is the documented local default on a public site/);
  });

  it('refuses each LINE and Facebook secret of the local stand-ins', () => {
    for (const [name, value] of Object.entries(LOCAL_STAND_IN_SECRETS)) {
      expect(refused({ ...PUBLIC_SITE, [name]: value }), name).toEqual([name]);
    }
    expect(() => loadConfig({ ...PUBLIC_SITE, LINE_MESSAGING_ACCESS_TOKEN: LOCAL_STAND_IN_SECRETS.LINE_MESSAGING_ACCESS_TOKEN })).toThrow(
      /LINE_MESSAGING_ACCESS_TOKEN: is the local stand-in's documented value/,
    );
  });

  it('refuses each made-up bank and PromptPay default, left unset or set', () => {
    const demo = { BANK_NAME: DEMO_BANK.name, BANK_ACCOUNT_NAME: DEMO_BANK.accountName, BANK_ACCOUNT_NUMBER: DEMO_BANK.accountNumber, PROMPTPAY_ID: DEMO_BANK.promptPayId };
    for (const [name, value] of Object.entries(demo)) {
      expect(refused(without(name as keyof typeof PUBLIC_SITE)), name).toEqual([name]);
      expect(refused({ ...PUBLIC_SITE, [name]: value }), name).toEqual([name]);
    }
    expect(() => loadConfig(without('PROMPTPAY_ID'))).toThrow(/PROMPTPAY_ID: is the made-up demo default on a public site/);
  });

  // the server process itself, once (it stops before opening any database)
  it.runIf(DB_KIND === 'pglite')('the server exits at start with a message naming each variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PUBLIC_URL: 'http://baandee.example', PORT: '0', DATA_DIR: path.join(ROOT, 'never-created') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/^Invalid configuration:/);
    for (const name of ['PUBLIC_URL', 'ADMIN_PASSWORD', 'BANK_NAME', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER', 'PROMPTPAY_ID']) expect(output).toContain(`  ${name}: `);
  }, 60_000);
});

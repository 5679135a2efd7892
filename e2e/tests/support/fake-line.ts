import { startLineServer } from '../../../apps/api/test/support/line-server.js';
import { LOCAL_STAND_IN_SECRETS } from '../../../apps/api/src/local-secrets.js';
import { E2E_LINE_PORT_ENV } from './env.js';

/**
 * The API tests' LINE stand-in on a loopback port the Playwright config picks once per
 * run (E2E_LINE_PORT_ENV): the browser goes through its LINE Login consent page, the
 * server exchanges codes and checks tokens with it. Tests read it over its /__control/ paths.
 */
export const FAKE_LINE_CHANNEL = { channelId: '1650000001', oaBasicId: '@baandee-e2e' } as const;

export function fakeLineUrl(): string {
  const port = process.env[E2E_LINE_PORT_ENV];
  if (!port) throw new Error(`${E2E_LINE_PORT_ENV} is not set: run the tests with -c e2e/playwright.config.ts`);
  return `http://127.0.0.1:${port}`;
}

/** The server's LINE settings for this stand-in (the Playwright webServer's env). */
export function fakeLineEnv() {
  const url = fakeLineUrl();
  return {
    LINE_LOGIN_CHANNEL_ID: FAKE_LINE_CHANNEL.channelId,
    LINE_LOGIN_CHANNEL_SECRET: LOCAL_STAND_IN_SECRETS.LINE_LOGIN_CHANNEL_SECRET,
    LINE_MESSAGING_CHANNEL_SECRET: LOCAL_STAND_IN_SECRETS.LINE_MESSAGING_CHANNEL_SECRET,
    LINE_MESSAGING_ACCESS_TOKEN: LOCAL_STAND_IN_SECRETS.LINE_MESSAGING_ACCESS_TOKEN,
    LINE_OA_BASIC_ID: FAKE_LINE_CHANNEL.oaBasicId,
    LINE_AUTH_URL: url,
    LINE_API_URL: url,
    LINE_DATA_API_URL: url,
  };
}

export async function startFakeLine(): Promise<() => Promise<void>> {
  const env = fakeLineEnv();
  const server = await startLineServer({
    port: Number(new URL(fakeLineUrl()).port),
    channelId: env.LINE_LOGIN_CHANNEL_ID,
    channelSecret: env.LINE_LOGIN_CHANNEL_SECRET,
    messagingSecret: env.LINE_MESSAGING_CHANNEL_SECRET,
    messagingToken: env.LINE_MESSAGING_ACCESS_TOKEN,
    oaBasicId: env.LINE_OA_BASIC_ID,
  });
  return server.close;
}

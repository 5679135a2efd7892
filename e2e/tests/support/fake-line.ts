import { expect, type Locator } from '@playwright/test';
import { makeSlipImage } from '../../../apps/api/test/support/slip-image.js';
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

/**
 * LINE Login on the stand-in's consent page that `connect` opens in a window of its own: the
 * display name typed, the official account added as a friend (or not), allowed; that window
 * closes once our callback page says the account is connected.
 */
export async function allowLineLogin(connect: Locator, displayName: string, { befriend = true } = {}): Promise<void> {
  const popupOpened = connect.page().waitForEvent('popup');
  await connect.click();
  const popup = await popupOpened;
  await popup.getByRole('textbox', { name: 'Display name' }).fill(displayName);
  if (befriend) await expect(popup.getByRole('checkbox')).toBeChecked();
  else await popup.getByRole('checkbox').uncheck();
  await popup.getByRole('button', { name: 'Allow' }).click();
  // the server exchanges the code with LINE and reads the friendship: slow on a busy machine
  await expect(popup.getByTestId('line-callback-success')).toBeVisible({ timeout: 30_000 });
  await popup.close();
}

/**
 * A transfer slip's picture sent to the official account by the LINE user of that display
 * name: the stand-in calls our webhook with it, as LINE does. Answers the webhook's status.
 */
export async function sendSlipOverLine(baseURL: string | undefined, displayName: string, transfer: string): Promise<number> {
  const users = (await (await fetch(`${fakeLineUrl()}/__control/users`)).json()) as { userId: string; displayName: string }[];
  const user = users.find((candidate) => candidate.displayName === displayName);
  if (!user) throw new Error(`no LINE user named ${displayName} on the stand-in`);
  const slip = await makeSlipImage({ reference: transfer });
  const delivered = await fetch(`${fakeLineUrl()}/__control/deliver-image`, {
    method: 'POST',
    body: JSON.stringify({ userId: user.userId, base64: slip.toString('base64'), webhookUrl: `${baseURL}/api/line/webhook` }),
  });
  return ((await delivered.json()) as { status: number }).status;
}

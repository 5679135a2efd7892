import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from '../apps/api/test/support/free-port.js';
import { TEST_CHROMIUM } from './chromium.js';
import { E2E_ADMIN, E2E_DATA_DIR_ENV, E2E_GOOGLE_PORT_ENV, E2E_LINE_PORT_ENV, E2E_PORT_ENV } from './tests/support/env.js';
import { fakeGoogleEnv } from './tests/support/fake-google.js';
import { fakeLineEnv } from './tests/support/fake-line.js';

const ROOT = path.resolve(import.meta.dirname, '..');

// One fresh data folder per run. The config is evaluated again in each worker; the
// environment variable carries the first value there, so tests read the same outbox.
process.env[E2E_DATA_DIR_ENV] ??= mkdtempSync(path.join(os.tmpdir(), 'baandee-e2e-'));
// A free port, chosen once and carried to the workers the same way: two runs side by side
// (or anything else listening) never meet a server that is not theirs.
process.env[E2E_PORT_ENV] ??= String(await freePort());
process.env[E2E_GOOGLE_PORT_ENV] ??= String(await freePort());
process.env[E2E_LINE_PORT_ENV] ??= String(await freePort());
const E2E_PORT = Number(process.env[E2E_PORT_ENV]);

export default defineConfig({
  testDir: 'tests',
  // local stand-ins for Google (its keys and sign-in script) and LINE the server is configured with
  globalSetup: './global-setup.ts',
  outputDir: path.join(ROOT, 'test-results'),
  workers: 2,
  fullyParallel: true,
  // a journey that fails and then passes is reported as flaky in the list, not hidden: on the
  // two shared cores a few interleavings of parallel journeys are still being tracked down
  // (a listing page's contact form losing what was typed, an ad slot not shown)
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000, // two cores shared by the server, two browsers and argon2: headroom, not a speed check
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'th-TH',
    // a trace records every step of every test (snapshots, screenshots): a cost on two
    // cores that only a failure investigated here repays; PLAYWRIGHT_TRACE=1 turns it on
    trace: process.env.PLAYWRIGHT_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: TEST_CHROMIUM,
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // the real server as `npm start` runs it: the bundled API and the built web app (npm run test:e2e builds both first)
    command: 'node --expose-gc apps/api/dist/server.mjs',
    cwd: ROOT,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env[E2E_DATA_DIR_ENV]!,
      LOG_LEVEL: 'warn',
      ...fakeGoogleEnv(),
      ...fakeLineEnv(),
      // both projects and every journey sign in from one address within minutes
      AUTH_RATE_LIMIT: '1000',
      AUTH_EMAIL_RATE_LIMIT: '100',
      // as behind the production proxy: a visitor's browser context names its own address
      // (support/app.ts ownAddress), so per-address limits count each visitor apart
      TRUST_PROXY: 'loopback',
      // argon2id at OWASP's lowest recommended cost (19 MiB, 2 passes): every journey signs up and in, on two shared cores
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_TIME_COST: '2',
      // journeys make the listings they need; drawing the demo set would only slow the start
      SEED_DEMO: 'false',
      // notification mails (the owner's lead mail) are read from the outbox within seconds
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
      // the admin the admin journeys sign in as, seeded at start
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // the Songkran event runs through every run, whatever the date (its journey makes and shares a card)
      SONGKRAN_STARTS_AT: '2020-01-01T00:00:00+07:00',
      SONGKRAN_ENDS_AT: '2099-12-31T00:00:00+07:00',
      SONGKRAN_SHARE_CREDITS: '1',
    },
  },
});

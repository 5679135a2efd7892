import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API test files that replace a module with `vi.mock`: they need a fresh module graph of
 * their own. Every other API file shares its worker's imported modules (each still builds
 * its own app on its own cloned database), which saves re-importing the server per file.
 */
const MOCKING_FILES = ['apps/api/test/accounts-register-timing.test.ts'];

/** API tests of code that touches no database (pictures, QR codes, HTML): they run once, not per database. */
const DATABASE_FREE = 'apps/api/test/unit/**/*.test.ts';

const apiProject = (kind: 'pglite' | 'postgres', isolated: boolean) => ({
  test: {
    name: `api-${kind}${isolated ? '-isolated' : ''}`,
    include: isolated ? MOCKING_FILES : ['apps/api/test/**/*.test.ts'],
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_FILES, DATABASE_FREE],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: isolated,
  },
});

const apiProjects = (kind: 'pglite' | 'postgres') => [apiProject(kind, false), apiProject(kind, true)];

const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';

/**
 * Web test files that replace a module or a global (`vi.mock`, `vi.stubGlobal`): like the
 * API's, they get a fresh module graph and window of their own. The others share their
 * worker's (jsdom and the imported app modules once per worker, not per file: about half
 * the web project's time); the setup file cleans the DOM, storage and cookies after each test.
 */
const WEB_SOURCE = path.join(import.meta.dirname, 'apps/web/src');
const WEB_REPLACING_FILES = readdirSync(WEB_SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|stubGlobal)\(/.test(readFileSync(path.join(WEB_SOURCE, file), 'utf8')))
  .map((file) => `apps/web/src/${file.split(path.sep).join('/')}`);

const webProject = (isolated: boolean) => ({
  test: {
    name: isolated ? 'web-isolated' : 'web',
    include: isolated ? WEB_REPLACING_FILES : [WEB_TESTS],
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...WEB_REPLACING_FILES],
    environment: 'jsdom',
    isolate: isolated,
    setupFiles: ['apps/web/src/test/setup.ts'],
    testTimeout: 15_000, // jsdom form journeys typing character by character on two busy cores
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['packages/*/test/**/*.test.ts', DATABASE_FREE], testTimeout: 30_000 } },
      webProject(false),
      webProject(true),
      ...apiProjects('pglite'),
      // The same integration suite runs again on a real PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL ? apiProjects('postgres') : []),
    ],
  },
});

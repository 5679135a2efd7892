import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files under `dir` that replace a module or a global (`vi.mock`, `vi.stubGlobal`):
 * they need a fresh module graph (and, for the web, window) of their own. Every other file
 * shares its worker's imported modules, which saves re-importing the server or the app (and
 * a jsdom) per file: each API file still builds its own app on its own cloned database, and
 * the web setup file cleans the DOM, storage and cookies after each test.
 */
function filesReplacingModules(dir: string): string[] {
  const root = path.join(import.meta.dirname, dir);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|stubGlobal)\(/.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

const API_REPLACING_FILES = filesReplacingModules('apps/api/test');

/**
 * `npm run check` (VITEST_GATE=1) is the gate of every commit: the unit, web and API
 * suites on PGlite alone, without the files that start whole servers or send thousands of
 * generated requests. `npm test` runs everything, on both databases (docs/decisions/045).
 */
const GATE = process.env.VITEST_GATE === '1';
const SLOW_API_FILES = ['apps/api/test/server-lifecycle.test.ts', 'apps/api/test/contracts/bad-input.test.ts'];

/** API tests of code that touches no database (pictures, QR codes, HTML): they run once, not per database. */
const DATABASE_FREE = 'apps/api/test/unit/**/*.test.ts';

const apiProject = (kind: 'pglite' | 'postgres', isolated: boolean) => ({
  test: {
    name: `api-${kind}${isolated ? '-isolated' : ''}`,
    include: isolated ? API_REPLACING_FILES : ['apps/api/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, DATABASE_FREE, ...(isolated ? [] : API_REPLACING_FILES), ...(GATE ? SLOW_API_FILES : [])],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: isolated,
  },
});

const apiProjects = (kind: 'pglite' | 'postgres') => [apiProject(kind, false), apiProject(kind, true)];

const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';
const WEB_REPLACING_FILES = filesReplacingModules('apps/web/src');

const webProject = (isolated: boolean) => ({
  test: {
    name: isolated ? 'web-isolated' : 'web',
    include: isolated ? WEB_REPLACING_FILES : [WEB_TESTS],
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...WEB_REPLACING_FILES],
    environment: 'jsdom',
    isolate: isolated,
    setupFiles: ['apps/web/src/test/setup.ts'],
    // jsdom form journeys on two cores: a five-step form took 17 s with the load average at 15
    testTimeout: 30_000,
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
      ...(process.env.TEST_DATABASE_URL && !GATE ? apiProjects('postgres') : []),
    ],
  },
});

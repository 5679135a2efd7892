import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, PRODUCT_NAME } from '@baandee/domain';
import { pageDescriptions, resources } from '@baandee/locales';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openTestDatabase } from './helpers.js';

const INDEX =
  '<!doctype html><html lang="th"><head><title>BaanDee</title>\n<meta name="description" content="home" /></head><body>' + 'บ้าน'.repeat(500) + '</body></html>';
const th = resources.th;
const titleOf = (text: string) => `<title>${th.common.pageTitle.replace('{{title}}', text).replace('{{product}}', PRODUCT_NAME)}</title>`;
/** A concrete path for a page's pattern. */
const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'sample-12');
let dir: string;
let app: App;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-web-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data') });
  app = await buildApp({ config, database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/announce-search?q=asok', '/my-profile', '/trend/sukhumvit-11?x=1', '/help-center/boost-post', '/announce/form-price', '/12/announce'])(
    'answers %s with index.html (history mode)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('บ้าน'.repeat(500));
    },
  );

  it('sends Home as built', async () => {
    const res = await app.inject({ method: 'GET', url: '/?utm_source=x' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  /** Pages that show a row of data (decision 020): public-pages.test.ts renders them; with no such row they are 404. */
  const dataPage = (name: string) => ['listing', 'agentProfile', 'trend', 'articleDetail', 'songkranCard'].includes(name) || name.startsWith('landing.');

  it.each(Object.entries(PAGE_ROUTES).filter(([name]) => name !== 'home' && !dataPage(name)))('gives the %s page its own title and description', async (name, route) => {
    const res = await app.inject({ method: 'GET', url: samplePath(route.path), headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    const html = brotliDecompressSync(res.rawPayload).toString();
    const [namespace, key] = route.title.split(':') as [keyof typeof th, string];
    const title = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], th[namespace]) as string;
    expect(html).toContain(titleOf(title));
    const descriptions: Record<string, string> = pageDescriptions.th;
    expect(html).toContain(`<meta name="description" content="${descriptions[name] ?? descriptions.default}" />`);
    expect(html).not.toContain('<title>BaanDee</title>');
  });

  it.each(Object.entries(PAGE_ROUTES).filter(([name]) => dataPage(name)))('answers the %s page of nothing that exists with 404 and the app', async (_name, route) => {
    const res = await app.inject({ method: 'GET', url: route.path.replace(/:[A-Za-z]+/g, 'nothing-99999') });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(titleOf(th.shell.pages.notFound));
    expect(res.body).toContain('บ้าน'.repeat(500));
  });

  it.each(['/no-such-page', '/help-center/no-such-topic', '/view-article/1/extra', '/about-us/more'])('answers an unknown route %s with 404 and the app (its not-found page)', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(titleOf(th.shell.pages.notFound));
    expect(res.body).toContain('บ้าน'.repeat(500));
  });

  it('sends the precompressed page when the browser accepts brotli', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths and missing files as JSON 404', async () => {
    for (const url of ['/api/nope', '/assets/missing.js', '/uploads/profile/none.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'content not found' });
    }
  });

  it('serves public uploads, but no payment slip at any spelling of its path', async () => {
    const uploads = path.join(dir, 'data', 'uploads');
    mkdirSync(path.join(uploads, 'slips'), { recursive: true });
    mkdirSync(path.join(uploads, 'profile'), { recursive: true });
    writeFileSync(path.join(uploads, 'slips', 'paid.webp'), 'a slip');
    writeFileSync(path.join(uploads, 'profile', 'me.webp'), 'a face');
    const face = await app.inject({ method: 'GET', url: '/uploads/profile/me.webp' });
    expect(face.statusCode).toBe(200);
    for (const url of ['/uploads/slips/paid.webp', '/uploads/%73lips/paid.webp', '/uploads/profile/../slips/paid.webp', '/uploads/profile/%2e%2e/slips/paid.webp', '/uploads//slips/paid.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('a slip');
    }
  });
});

describe('pages in /metrics', () => {
  const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const count = (text: string, line: string) => Number(text.split('\n').find((l) => l.startsWith(`${line} `))?.slice(line.length + 1) ?? 0);

  it('counts each page under its route pattern, and a path no page has as unmatched, never the raw path', async () => {
    const preview = 'http_request_duration_seconds_count{method="GET",route="/:listingId/announce/preview",status_code="200"}';
    const unmatched = 'http_request_errors_total{method="GET",route="(unmatched)",status_code="404"}';
    const before = await scrape();
    for (const url of ['/9012/announce/preview', '/3456/announce/preview', '/no-such-page-5678']) await app.inject({ method: 'GET', url });
    const after = await scrape();
    expect(count(after, preview) - count(before, preview)).toBe(2);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    for (const raw of ['/9012/', '/3456/', 'no-such-page']) expect(after).not.toContain(raw);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME, slugId } from '@baandee/domain';
import { resources } from '@baandee/locales';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { MemoryMailer, openTestDatabase } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';

const INDEX = '<!doctype html><html lang="th"><head><title>BaanDee</title>\n<meta name="description" content="home" /></head><body></body></html>';
const PUBLIC_URL = 'https://baandee.example';
const TITLE = 'คอนโด "ริเวอร์" <ใกล้ BTS> สะพานตากสิน';
const th = resources.th;
let dir: string;
let app: App;
let database: Database;
let ownerId: number;

async function insertListing(status: 'publish' | 'draft' | 'pending', description: string | null, cover: string | null): Promise<number> {
  const { id } = await database.db
    .insertInto('listings')
    .values({ user_id: ownerId, status, announce_title: TITLE, announce_description: description })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cover) {
    await database.db
      .insertInto('listing_images')
      .values([
        { user_id: ownerId, listing_id: id, role: 'gallery', position: 0, url: `/uploads/listings/${id}-g.webp`, thumb_url: `/${id}-gt.webp`, large_url: `/${id}-gl.webp` },
        { user_id: ownerId, listing_id: id, role: 'cover', position: 0, url: cover, thumb_url: `/${id}-t.webp`, large_url: `/${id}-l.webp` },
      ])
      .execute();
  }
  return id;
}

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
  return { status: res.statusCode, body };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-meta-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), PUBLIC_URL, ...FAST_HASH });
  app = await buildApp({ config, database, webDist: dist, mailer: new MemoryMailer() });
  await app.ready();
  const mailer = new MemoryMailer();
  ownerId = (await signUp({ app, database, config, mailer, close: async () => {} })).info.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the listing page as a shared link', () => {
  it('carries the listing title, description and cover (absolute) as <title>, description, Open Graph and Twitter tags', async () => {
    const id = await insertListing('publish', 'ห้องกว้าง\nวิวแม่น้ำ เดินไป BTS 5 นาที', '/uploads/listings/cover.webp');
    const { status, body } = await page(`/view-announce/${encodeURIComponent(slugId(TITLE, id))}`, { 'accept-encoding': 'gzip' });
    expect(status).toBe(200);
    const escaped = 'คอนโด &quot;ริเวอร์&quot; &lt;ใกล้ BTS&gt; สะพานตากสิน';
    expect(body).toContain(`<title>${th.common.pageTitle.replace('{{title}}', escaped).replace('{{product}}', PRODUCT_NAME)}</title>`);
    expect(body).toContain('<meta name="description" content="ห้องกว้าง วิวแม่น้ำ เดินไป BTS 5 นาที" />');
    expect(body).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(body).toContain('<meta property="og:description" content="ห้องกว้าง วิวแม่น้ำ เดินไป BTS 5 นาที" />');
    expect(body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/listings/cover.webp" />`);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).toContain(`<meta name="twitter:image" content="${PUBLIC_URL}/uploads/listings/cover.webp" />`);
    expect(body).not.toContain('<title>BaanDee</title>');
  });

  it('keeps a cover already stored at an absolute address and shortens a long description at a word', async () => {
    const id = await insertListing('publish', `${'ห้องสวย '.repeat(60)}`, 'https://cdn.example/covers/a.webp');
    const { body } = await page(`/view-announce/${id}`);
    expect(body).toContain('<meta property="og:image" content="https://cdn.example/covers/a.webp" />');
    const description = /<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(201);
    expect(description.endsWith('ห้องสวย…')).toBe(true);
  });

  it('uses the summary card without an image when the listing has no cover', async () => {
    const id = await insertListing('publish', null, null);
    const { body } = await page(`/view-announce/x-${id}`);
    expect(body).toContain('<meta name="twitter:card" content="summary" />');
    expect(body).not.toContain('og:image');
  });

  it.each(['draft', 'pending'] as const)('tells nothing of a %s listing: the generic listing page', async (status) => {
    const id = await insertListing(status, 'ลับ', `/uploads/listings/secret-${status}.webp`);
    const { status: code, body } = await page(`/view-announce/${id}`);
    expect(code).toBe(200);
    expect(body).not.toContain('og:');
    expect(body).not.toContain('ริเวอร์');
    expect(body).toContain(th.shell.pages.listing);
  });

  it.each(['/view-announce/no-id-here', '/view-announce/99999999', '/view-announce/%E0%B8%AB%E0%B9%89%E0%B8%AD%E0%B8%87-0'])('answers %s with the generic listing page', async (url) => {
    const { status, body } = await page(url);
    expect(status).toBe(200);
    expect(body).not.toContain('og:');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app.js';
import { ensureAdmin } from '../src/db/admin.js';
import { seedDemoAds } from '../src/db/seed/demo-ads.js';
import { passwordCost } from '../src/lib/password.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';
import { multipartFile } from './support/multipart.js';

/**
 * Ads and the event banner (spec sections 2, 3, 7; DESIGN 4.13): a page's running ads by
 * date window, page and position; HTML sanitised on save; clicks and impressions counted
 * off the request; the admin's screens' calls held to admins; bad input refused whole;
 * and another API process following an admin's change.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let plain: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  const email = uniqueEmail('ads-admin');
  await ensureAdmin(ctx.app.db, { email, password: PASSWORD, hashCost: passwordCost(ctx.config) });
  admin = (await logIn(ctx, email)).headers;
  plain = (await signUp(ctx)).headers;
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };
const get = (url: string, headers: Headers = {}, app: App = ctx.app) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const del = (url: string, headers: Headers = admin) => ctx.app.inject({ method: 'DELETE', url, headers });

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

async function uploadImage(headers: Headers = admin, colour = '#1c7ed6') {
  const image = await sharp({ create: { width: 1200, height: 300, channels: 3, background: colour } }).png().toBuffer();
  const file = multipartFile('image', 'ad.png', 'image/png', image);
  return ctx.app.inject({ method: 'POST', url: '/api/admin/advertise/upload-image', payload: file.payload, headers: { ...headers, ...file.headers } });
}

async function imageUrl(): Promise<string> {
  const res = await uploadImage();
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.image_url as string;
}

async function storeAd(body: Record<string, unknown>): Promise<{ id: number; html: string | null; image_url: string | null }> {
  const res = await post('/api/admin/advertise/store', { starts_at: at(-1), name: 'ทดสอบ', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const pageAds = async (page: string) => {
  const res = await get(`/api/advertise?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number; page_position: string; image_url: string | null; html: string | null; link: string | null }[];
};

/** Each process reads the ads again within a second of a change: waits until the page's answer has the ad. */
async function untilServed(page: string, id: number) {
  for (let tries = 0; tries < 50; tries++) {
    if ((await pageAds(page)).some((ad) => ad.id === id)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`ad ${id} never served on ${page}`);
}

describe('GET /api/advertise?page=', () => {
  let running: { top: number; bottom2: number; html: number };
  beforeAll(async () => {
    const image = await imageUrl();
    // written out of position order: the answer orders by position, then by each ad's order
    const bottom2 = await storeAd({ page_name: 'searchList', page_position: 'bottom2', image_url: await imageUrl(), link: 'https://example.com/promo' });
    const top = await storeAd({ page_name: 'searchList', page_position: 'top', name: 'แพ็กเกจ OPENING99', image_url: image, link: '/my-credit-point', alt_th: 'แพ็กเกจ', alt_en: 'Package', sort_order: 2 });
    const html = await storeAd({ page_name: 'searchList', page_position: 'top', name: 'ลงประกาศฟรี ธันวาคม', html: '<p>ลงประกาศฟรี</p>', sort_order: 1, ends_at: at(3) });
    await storeAd({ page_name: 'searchList', page_position: 'bottom', html: '<p>later</p>', starts_at: at(1) });
    await storeAd({ page_name: 'searchList', page_position: 'bottom', html: '<p>over</p>', starts_at: at(-3), ends_at: at(-1) });
    await storeAd({ page_name: 'searchList', page_position: 'bottom1', html: '<p>off</p>', active: false });
    await storeAd({ page_name: 'aboutUs', page_position: 'top', html: '<p>about</p>' });
    running = { top: top.id, bottom2: bottom2.id, html: html.id };
  });

  it("names each ad for the admins only: two ads of one slot read differently in the admin's list, and no visitor is told the names", async () => {
    const list = (await get('/api/admin/advertise', admin)).json().result.ads as { id: number; name: string }[];
    expect(list.find((ad) => ad.id === running.top)?.name).toBe('แพ็กเกจ OPENING99');
    expect(list.find((ad) => ad.id === running.html)?.name).toBe('ลงประกาศฟรี ธันวาคม');
    for (const ad of await pageAds('searchList')) expect(ad).not.toHaveProperty('name');
  });

  it('answers the running ads of that page only: active, started and not ended, by position and order', async () => {
    const ads = await pageAds('searchList');
    expect(ads.map((ad) => [ad.id, ad.page_position])).toEqual([
      [running.html, 'top'],
      [running.top, 'top'],
      [running.bottom2, 'bottom2'],
    ]);
    expect(ads[1]).toMatchObject({ advertise_type: 'customize', link: '/my-credit-point', alt_th: 'แพ็กเกจ', alt_en: 'Package', html: null });
    expect(ads[1]!.image_url).toMatch(/^\/uploads\/ads\/[\w-]+\.webp$/);
    expect((await get(ads[1]!.image_url!)).statusCode).toBe(404); // the test app serves no files; the storage holds it
    expect(await ctx.app.storage.get(ctx.app.storage.keyOf(ads[1]!.image_url!)!)).not.toBeNull();
    expect((await pageAds('aboutUs')).map((ad) => ad.html)).toEqual(['<p>about</p>']);
    expect(await pageAds('articleDetail')).toEqual([]);
  });

  it('is cacheable: the same answer again is a 304', async () => {
    const res = await get('/api/advertise?page=searchList');
    expect(res.headers['cache-control']).toContain('max-age');
    expect((await get('/api/advertise?page=searchList', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });

  it('refuses a page name outside the spec with 422', async () => {
    for (const url of ['/api/advertise', '/api/advertise?page=home', '/api/advertise?page=searchList%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ status: 'error', message: 'invalid input', errors: { page: expect.any(Array) } });
    }
  });
});

describe('HTML ads are sanitised when saved', () => {
  it('removes a script, an onerror attribute and a javascript: link, and keeps the text and safe links', async () => {
    const ad = await storeAd({
      page_name: 'articleList',
      page_position: 'bottom',
      html: `<h3 onclick="steal()">โปรโมชั่น</h3><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>
        <a href=" JaVa&#x09;ScRiPt:alert(4)">worse</a><a href="https://example.com/deal" target="_blank">ดูเพิ่ม</a><iframe src="https://evil.example"></iframe><style>*{}</style>`,
    });
    const html = ad.html!;
    expect(html).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
    expect(html).toContain('<h3>โปรโมชั่น</h3>');
    expect(html).toContain('<a href="https://example.com/deal" target="_blank" rel="sponsored noopener noreferrer">ดูเพิ่ม</a>');
    expect(html).toContain('<a rel="sponsored noopener noreferrer">bad</a>');
    // what visitors receive is what was stored
    await untilServed('articleList', ad.id);
    expect((await pageAds('articleList')).find((row) => row.id === ad.id)?.html).toBe(html);
  });

  it('refuses HTML that is nothing but code, with no picture: 422 and nothing written', async () => {
    const before = await ctx.app.db.selectFrom('ads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await post('/api/admin/advertise/store', { name: 'สคริปต์', page_name: 'articleList', page_position: 'top', starts_at: at(0), html: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'invalid input', errors: { html: ['picture or HTML required'] } });
    const after = await ctx.app.db.selectFrom('ads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('bad input to the admin calls', () => {
  it.each([
    ['no page', { page_position: 'top', html: '<p>x</p>' }, 'page_name'],
    ['an unknown page', { page_name: 'home', page_position: 'top', html: '<p>x</p>' }, 'page_name'],
    ['an unknown position', { page_name: 'homePage', page_position: 'middle', html: '<p>x</p>' }, 'page_position'],
    ['a javascript: link', { page_name: 'homePage', page_position: 'top', html: '<p>x</p>', link: 'javascript:alert(1)' }, 'link'],
    ['a link to another host without a scheme', { page_name: 'homePage', page_position: 'top', html: '<p>x</p>', link: '//evil.example' }, 'link'],
    ['an end before the start', { page_name: 'homePage', page_position: 'top', html: '<p>x</p>', ends_at: at(-2) }, 'ends_at'],
    ['no picture and no HTML', { page_name: 'homePage', page_position: 'top' }, 'image_url'],
    ['an empty name', { page_name: 'homePage', page_position: 'top', html: '<p>x</p>', name: ' ' }, 'name'],
    ['a picture this site did not store', { page_name: 'homePage', page_position: 'top', image_url: 'https://evil.example/x.webp' }, 'image_url'],
    ['a date that is not one', { page_name: 'homePage', page_position: 'top', html: '<p>x</p>', starts_at: 'tomorrow' }, 'starts_at'],
  ])('refuses %s with 422 naming the field', async (_name, body, field) => {
    const res = await post('/api/admin/advertise/store', { starts_at: at(-1), name: 'ทดสอบ', ...body });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('invalid input');
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("answers a bad link with the message that names both kinds it takes, and saves a path of this site", async () => {
    const bad = await post('/api/admin/advertise/store', { starts_at: at(-1), name: 'ลิงก์', page_name: 'homePage', page_position: 'top', html: '<p>x</p>', link: 'www.example.com' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ link: ['ad link not valid'] });
    const path = await post('/api/admin/advertise/store', { starts_at: at(-1), name: 'ลิงก์', page_name: 'homePage', page_position: 'top', html: '<p>x</p>', link: '/article' });
    expect(path.statusCode, path.body).toBe(200);
    expect(path.json().result).toMatchObject({ link: '/article' });
    expect((await del(`/api/admin/advertise/delete/${path.json().result.id}`)).statusCode).toBe(200);
  });

  it('refuses an upload that is not a picture, and an update or delete of an ad that does not exist', async () => {
    const file = multipartFile('image', 'ad.png', 'image/png', Buffer.from('not a picture at all'));
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/admin/advertise/upload-image', payload: file.payload, headers: { ...admin, ...file.headers } });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().message).toBe('not an image');
    const update = await post('/api/admin/advertise/store', { id: 999_999, name: 'ไม่มี', page_name: 'homePage', page_position: 'top', html: '<p>x</p>', starts_at: at(0) });
    expect(update.statusCode).toBe(404);
    expect((await del('/api/admin/advertise/delete/999999')).statusCode).toBe(404);
    expect((await del('/api/admin/event-banner/delete/999999')).statusCode).toBe(404);
  });

  it('refuses a banner without a title or picture, or ending before it starts', async () => {
    const image = await imageUrl();
    for (const [body, field] of [
      [{ image_url: image, title_en: 'x' }, 'title_th'],
      [{ title_th: 'ก', title_en: 'x' }, 'image_url'],
      [{ image_url: image, title_th: 'ก', title_en: 'x', ends_at: at(-5) }, 'ends_at'],
    ] as const) {
      const res = await post('/api/admin/event-banner/store', { starts_at: at(-1), ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});

describe('admin only', () => {
  const calls = () => [
    () => get('/api/admin/advertise', plain),
    () => post('/api/admin/advertise/store', { name: 'ผู้ใช้', page_name: 'homePage', page_position: 'top', html: '<p>x</p>', starts_at: at(0) }, plain),
    () => del('/api/admin/advertise/delete/1', plain),
    () => uploadImage(plain),
    () => get('/api/admin/event-banner', plain),
    () => post('/api/admin/event-banner/store', { image_url: '/uploads/ads/x.webp', title_th: 'ก', title_en: 'x', starts_at: at(0) }, plain),
    () => del('/api/admin/event-banner/delete/1', plain),
  ];

  it('answers 401 without a session and 403 to a user who is not an admin, writing nothing', async () => {
    const count = async () => (await ctx.app.db.selectFrom('ads').select('id').execute()).length + (await ctx.app.db.selectFrom('event_banners').select('id').execute()).length;
    const before = await count();
    for (const call of calls()) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
    }
    expect((await get('/api/admin/advertise')).statusCode).toBe(401);
    expect((await post('/api/admin/advertise/store', {}, {})).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('counting clicks and impressions', () => {
  let shown: number;
  let later: number;
  const counts = async (id: number) => (await get('/api/admin/advertise', admin)).json().result.ads.find((ad: { id: number }) => ad.id === id);

  beforeAll(async () => {
    shown = (await storeAd({ page_name: 'announceView', page_position: 'top', html: '<p>นับ</p>' })).id;
    later = (await storeAd({ page_name: 'announceView', page_position: 'bottom', html: '<p>later</p>', starts_at: at(2) })).id;
    await untilServed('announceView', shown);
  });

  it('counts a click and the impressions a page reports, per Bangkok day, written after the answer', async () => {
    expect((await post(`/api/advertise/click/${shown}`, {}, BROWSER)).json().result).toEqual({ counted: 1 });
    const impressions = await post('/api/advertise/impressions', { ids: [shown, shown, later] }, BROWSER);
    expect(impressions.json().result).toEqual({ counted: 1 }); // once per ad, and only running ads
    await post('/api/advertise/impressions', { ids: [shown] }, BROWSER);
    // not written yet: the counts wait for the next batch
    await ctx.app.adCounts.flush();
    expect(await counts(shown)).toMatchObject({ clicks: 1, impressions: 2 });
    expect((await counts(later)) as object).toMatchObject({ clicks: 0, impressions: 0 });
    const rows = await ctx.app.db.selectFrom('ad_daily_counts').selectAll().where('ad_id', '=', shown).execute();
    const bangkokToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.day.toISOString().slice(0, 10) === bangkokToday || rows[0]!.day.toLocaleDateString('en-CA') === bangkokToday).toBe(true);
  });

  it('answers robots without counting them, and 404 for an ad that is not running', async () => {
    const before = await counts(shown);
    expect((await post(`/api/advertise/click/${shown}`, {}, { 'user-agent': 'Googlebot/2.1' })).json().result).toEqual({ counted: 0 });
    expect((await post('/api/advertise/impressions', { ids: [shown] }, { 'user-agent': 'curl/8.5' })).json().result).toEqual({ counted: 0 });
    await ctx.app.adCounts.flush();
    expect(await counts(shown)).toMatchObject({ clicks: before.clicks, impressions: before.impressions });
    expect((await post(`/api/advertise/click/${later}`, {}, BROWSER)).statusCode).toBe(404);
    expect((await post('/api/advertise/click/999999', {}, BROWSER)).statusCode).toBe(404);
    expect((await post('/api/advertise/click/abc', {}, BROWSER)).statusCode).toBe(422);
    expect((await post('/api/advertise/impressions', { ids: [] }, BROWSER)).statusCode).toBe(422);
  });

  it('deleting an ad takes its picture and its counts with it', async () => {
    const ad = await storeAd({ page_name: 'homePage', page_position: 'bottom1', image_url: await imageUrl() });
    await expect.poll(async () => (await post(`/api/advertise/click/${ad.id}`, {}, BROWSER)).statusCode, { timeout: 5_000, interval: 200 }).toBe(200);
    await ctx.app.adCounts.flush();
    const key = ctx.app.storage.keyOf(ad.image_url!)!;
    expect((await del(`/api/admin/advertise/delete/${ad.id}`)).json().result).toEqual({ id: ad.id, deleted: true });
    expect(await ctx.app.storage.get(key)).toBeNull();
    expect(await ctx.app.db.selectFrom('ad_daily_counts').select('ad_id').where('ad_id', '=', ad.id).execute()).toEqual([]);
  });

  it('replacing the picture deletes the old file', async () => {
    const first = await imageUrl();
    const ad = await storeAd({ page_name: 'homePage', page_position: 'bottom2', image_url: first });
    const second = await imageUrl();
    await storeAd({ id: ad.id, page_name: 'homePage', page_position: 'bottom2', image_url: second });
    expect(await ctx.app.storage.get(ctx.app.storage.keyOf(first)!)).toBeNull();
    expect(await ctx.app.storage.get(ctx.app.storage.keyOf(second)!)).not.toBeNull();
  });
});

describe('GET /api/event-banner', () => {
  it('answers the running banner that started last, or null', async () => {
    await ctx.app.db.deleteFrom('event_banners').execute();
    expect((await get('/api/event-banner')).json().result).toBeNull();
    const store = async (body: Record<string, unknown>) => {
      const res = await post('/api/admin/event-banner/store', { image_url: await imageUrl(), title_th: 'สงกรานต์', title_en: 'Songkran', ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { id: number };
    };
    const older = await store({ starts_at: at(-5), ends_at: at(5) });
    const newer = await store({ starts_at: at(-1), link: '/songkran' });
    await store({ starts_at: at(1) });
    await store({ starts_at: at(-1), active: false });
    await store({ starts_at: at(-9), ends_at: at(-2) });
    await expect.poll(async () => (await get('/api/event-banner')).json().result?.id, { timeout: 5_000, interval: 200 }).toBe(newer.id);
    expect((await get('/api/event-banner')).json().result).toMatchObject({ link: '/songkran', title_th: 'สงกรานต์', title_en: 'Songkran', ends_at: null });
    expect((await del(`/api/admin/event-banner/delete/${newer.id}`)).statusCode).toBe(200);
    await expect.poll(async () => (await get('/api/event-banner')).json().result?.id, { timeout: 5_000, interval: 200 }).toBe(older.id);
    const list = (await get('/api/admin/event-banner', admin)).json().result.banners as { id: number }[];
    expect(list).toHaveLength(4);
  });
});

describe('GET /api/chat-widget', () => {
  it('answers null without LINE set up (the widget hides)', async () => {
    expect((await get('/api/chat-widget')).json().result).toEqual({ line_chat_url: null });
  });
});

describe('an admin change seen by another API process on the same database', () => {
  let other: App;
  beforeAll(async () => {
    other = await buildApp({ config: ctx.config, database: ctx.database });
    await other.ready();
  });
  afterAll(() => other.close());

  it('a new ad and a switched-off ad reach the other process within about a second', async () => {
    const first = await get('/api/advertise?page=homePage', {}, other);
    const ad = await storeAd({ page_name: 'homePage', page_position: 'top', html: '<p>ใหม่</p>' });
    await expect.poll(async () => (await get('/api/advertise?page=homePage', {}, other)).json().result.map((row: { id: number }) => row.id), { timeout: 5_000, interval: 200 }).toContain(ad.id);
    expect((await get('/api/advertise?page=homePage', { 'if-none-match': first.headers.etag as string }, other)).statusCode).toBe(200);
    await storeAd({ id: ad.id, page_name: 'homePage', page_position: 'top', html: '<p>ใหม่</p>', active: false });
    await expect.poll(async () => (await get('/api/advertise?page=homePage', {}, other)).json().result.map((row: { id: number }) => row.id), { timeout: 5_000, interval: 200 }).not.toContain(ad.id);
  });
});

describe('the demo seed', () => {
  it('adds an event banner and in-house ads once, with their pictures in the storage', async () => {
    await ctx.app.db.deleteFrom('ads').execute();
    await ctx.app.db.deleteFrom('event_banners').execute();
    await seedDemoAds(ctx.app.db, { demo: true, storage: ctx.app.storage });
    await seedDemoAds(ctx.app.db, { demo: true, storage: ctx.app.storage });
    const banner = await ctx.app.db.selectFrom('event_banners').selectAll().execute();
    expect(banner).toHaveLength(1);
    expect(await ctx.app.storage.get(ctx.app.storage.keyOf(banner[0]!.image_url)!)).not.toBeNull();
    const ads = await ctx.app.db.selectFrom('ads').selectAll().execute();
    expect(ads.map((row) => `${row.page_name}/${row.page_position}`).sort()).toEqual(
      ['aboutUs/bottom', 'announceView/bottom', 'homePage/bottom', 'searchList/bottom', 'searchList/top'].sort(),
    );
    expect(ads.find((row) => row.page_position === 'top')).toMatchObject({ link: '/my-credit-point', alt_en: expect.stringContaining('OPENING99') });
    expect(ads.find((row) => row.page_name === 'homePage')!.html).toContain('href="/announce"');
    await untilServed('searchList', ads.find((row) => row.page_position === 'top')!.id);
  });
});

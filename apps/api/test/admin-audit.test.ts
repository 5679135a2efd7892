import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, DAY_MS } from '@baandee/domain';
import { purgeExpiredRows } from '../src/modules/privacy/retention.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { befriend, purchased } from './support/credits.js';
import { multipartFile } from './support/multipart.js';
import { insertListing, signUpAdmin } from './support/listings.js';

/**
 * The audit trail of admin actions (docs/decisions/047): every admin action writes one row
 * with who, the subject, the fields it changed before and after, and the request id, in
 * the action's own transaction; the table refuses any change; the screen's filters.
 */
type Headers = Record<string, string>;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  admin = await signUpAdmin(ctx);
  adminId = admin.info.id;
}, 180_000);
afterAll(() => ctx?.close());

interface AuditRow {
  id: string;
  actor_id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string;
  money: boolean;
  created_at: Date;
}
const rowsOf = (requestId: string) =>
  ctx.app.db.selectFrom('admin_audit').selectAll().where('request_id', '=', requestId).orderBy('id').execute() as Promise<AuditRow[]>;

/** Sends an admin request and answers the result with the trail's rows written under its request id. */
async function act(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin.headers) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload && { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  const requestId = String(res.headers['x-request-id']);
  return { result: res.json().result, requestId, rows: await rowsOf(requestId) };
}
/** The one row an action wrote, checked for who and what. */
async function one(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, action: string, subjectId: string | number) {
  const done = await act(method, url, payload);
  expect(done.rows).toHaveLength(1);
  const row = done.rows[0]!;
  expect(row).toMatchObject({ actor_id: adminId, action, subject_type: action.split('.')[0], subject_id: String(subjectId), request_id: done.requestId });
  return { ...done, row };
}

async function adImage(): Promise<string> {
  const image = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#a37' } }).png().toBuffer();
  const file = multipartFile('image', 'ad.png', 'image/png', image);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/advertise/upload-image', payload: file.payload, headers: { ...admin.headers, ...file.headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.image_url;
}
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe('every admin action writes one row of the trail', () => {
  const seen = new Set<string>();
  const check = async (...args: Parameters<typeof one>) => {
    const done = await one(...args);
    seen.add(args[3]);
    return done;
  };

  it('moderation: approve, reject, ban, unban with the status before and after', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const pending = await insertListing(ctx, owner.info.id, { status: 'pending', submitted_at: new Date() });
    const approved = await check('PUT', `/api/admin/estate/approve/${pending}`, undefined, 'listing.approve', pending);
    expect(approved.row.before).toMatchObject({ status: 'pending' });
    expect(approved.row.after).toMatchObject({ status: 'publish' });
    expect(approved.row.money).toBe(false);

    const other = await insertListing(ctx, owner.info.id, { status: 'pending', submitted_at: new Date() });
    const rejected = await check('PUT', `/api/admin/estate/reject/${other}`, { reason: 'รูปไม่ตรงกับห้อง' }, 'listing.reject', other);
    expect(rejected.row.before).toMatchObject({ status: 'pending', moderation_reason: null });
    expect(rejected.row.after).toMatchObject({ status: 'draft', moderation_reason: 'รูปไม่ตรงกับห้อง' });

    const banned = await check('PUT', `/api/admin/estate/ban/${pending}`, { reason: 'scam' }, 'listing.ban', pending);
    expect(banned.row.before).toMatchObject({ status: 'publish' });
    expect(banned.row.after).toMatchObject({ status: 'banned', moderation_reason: 'scam' });
    const unbanned = await check('PUT', `/api/admin/estate/unban/${pending}`, undefined, 'listing.unban', pending);
    expect(unbanned.row.before).toMatchObject({ status: 'banned' });
    expect(unbanned.row.after).toMatchObject({ status: 'un-publish' });
    // only the fields that changed: the title, the price, the owner stay out of it
    expect(Object.keys(unbanned.row.after!)).not.toContain('announce_title');
    expect(Object.keys(unbanned.row.after!)).not.toContain('user_id');
  });

  it('payments: an approval with the credits it refilled and a rejection, both money decisions', async () => {
    const buyer = await signUp(ctx, undefined, { verify: true });
    await befriend(ctx, buyer.info.id);
    const first = await purchased(ctx, buyer.headers);
    const approved = await check('PUT', `/api/admin/payment/approve/${first.id}`, undefined, 'payment.approve', first.id);
    expect(approved.row.money).toBe(true);
    expect(approved.row.before).toMatchObject({ status: 'awaiting_payment', decided_by: null });
    expect(approved.row.after).toMatchObject({ status: 'approved', decided_by: adminId, credits_refilled: first.credits });
    const second = await purchased(ctx, buyer.headers);
    const rejected = await check('PUT', `/api/admin/payment/reject/${second.id}`, { reason: 'ยอดโอนไม่ตรง' }, 'payment.reject', second.id);
    expect(rejected.row).toMatchObject({ money: true, before: { status: 'awaiting_payment' }, after: { status: 'rejected', reason: 'ยอดโอนไม่ตรง', credits_refilled: 0 } });
  });

  it('users: suspend and unsuspend with the reason; no password or token ever copied', async () => {
    const user = await signUp(ctx, undefined, { verify: true });
    const suspended = await check('PUT', `/api/admin/user/suspend/${user.info.id}`, { reason: 'ขอเงินมัดจำก่อนดูห้อง' }, 'user.suspend', user.info.id);
    expect(suspended.row.before).toMatchObject({ suspended_at: null, suspension_reason: null });
    expect(suspended.row.after).toMatchObject({ suspension_reason: 'ขอเงินมัดจำก่อนดูห้อง', suspended_by: adminId, suspended_at: expect.any(String) });
    const lifted = await check('PUT', `/api/admin/user/unsuspend/${user.info.id}`, undefined, 'user.unsuspend', user.info.id);
    expect(lifted.row.after).toMatchObject({ suspended_at: null, suspension_reason: null });
    const all = JSON.stringify([suspended.row, lifted.row]);
    expect(all).not.toMatch(/password|token/);
  });

  it('reports: a resolution is one row on the report, and the suspension it made one on the owner, under the same request id', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const listing = await insertListing(ctx, owner.info.id);
    const sent = await ctx.app.inject({ method: 'POST', url: `/api/estate/report/${listing}`, payload: { reason: 'scam', message: 'asks for a deposit' }, remoteAddress: '10.47.0.1' });
    expect(sent.statusCode, sent.body).toBe(200);
    const report = await ctx.app.db.selectFrom('listing_reports').select('id').where('listing_id', '=', listing).executeTakeFirstOrThrow();
    const done = await act('PUT', `/api/admin/report/resolve/${report.id}`, { action: 'suspend_owner', note: 'มิจฉาชีพ' });
    expect(done.rows.map((row) => [row.action, row.subject_id])).toEqual([
      ['user.suspend', String(owner.info.id)],
      ['report.resolve', String(report.id)],
    ]);
    const resolved = done.rows[1]!;
    expect(resolved.before).toMatchObject({ status: 'open', action: null });
    expect(resolved.after).toMatchObject({ status: 'closed', action: 'suspend_owner', note: 'มิจฉาชีพ', listing: { id: listing, status_before: 'publish', status_after: 'publish' }, closed: [report.id] });
    seen.add('report.resolve');
  });

  it('trends and hot searches: created (no before), edited (the changed fields), deleted (no after)', async () => {
    const body = { trend_name_th: 'คอนโดอารีย์', trend_name_en: 'Ari condos', slug: `ari-condos-${process.pid}`, filter: {} };
    const created = await act('POST', '/api/admin/trend/store', body);
    const id = created.result.trend_id as number;
    expect(created.rows).toMatchObject([{ action: 'trend.save', subject_id: String(id), before: null, after: { slug: body.slug, name_en: 'Ari condos' } }]);
    seen.add('trend.save');
    const edited = await one('POST', '/api/admin/trend/store', { ...body, id, trend_name_en: 'Condos in Ari' }, 'trend.save', id);
    expect(edited.row.before).toEqual({ name_en: 'Ari condos' });
    expect(edited.row.after).toEqual({ name_en: 'Condos in Ari' });

    const chip = { search_key: `ari-${process.pid}`, search_name_th: 'อารีย์', search_name_en: 'Ari', category: 'area', trend_id: id, sort_order: 1 };
    const chipDone = await act('POST', '/api/admin/hot-search/store', chip);
    const chipId = chipDone.result.id as number;
    expect(chipDone.rows).toMatchObject([{ action: 'hot_search.save', before: null, after: { search_key: chip.search_key } }]);
    seen.add('hot_search.save');
    const chipGone = await check('DELETE', `/api/admin/hot-search/delete/${chipId}`, undefined, 'hot_search.delete', chipId);
    expect(chipGone.row).toMatchObject({ before: { search_key: chip.search_key }, after: null });
    const gone = await check('DELETE', `/api/admin/trend/delete/${id}`, undefined, 'trend.delete', id);
    expect(gone.row).toMatchObject({ before: { slug: body.slug }, after: null });
  });

  it('packages: a price change is a money decision', async () => {
    const body = { code: `audit${process.pid}`, price_satang: 19_900, credits: 3, details_th: 'ลงประกาศ 3 ครั้ง', details_en: '3 listings', active: true };
    const created = await act('POST', '/api/admin/package/store', body);
    expect(created.rows).toMatchObject([{ action: 'package.save', money: true, before: null, after: { price_satang: 19_900 } }]);
    const edited = await check('POST', '/api/admin/package/store', { ...body, id: created.result.id, price_satang: 24_900 }, 'package.save', created.result.id);
    expect(edited.row).toMatchObject({ money: true, before: { price_satang: 19_900 }, after: { price_satang: 24_900 } });
  });

  it('ads and event banners: saved and deleted', async () => {
    const ad = await act('POST', '/api/admin/advertise/store', { name: 'โฆษณาหน้าแรก', page_name: 'homePage', page_position: 'top', html: '<p>โฆษณา</p>', starts_at: at(-1) });
    expect(ad.rows).toMatchObject([{ action: 'ad.save', subject_id: String(ad.result.id), before: null }]);
    seen.add('ad.save');
    const adEdit = await one('POST', '/api/admin/advertise/store', { id: ad.result.id, name: 'โฆษณาหน้าแรก', page_name: 'homePage', page_position: 'top', html: '<p>โฆษณาใหม่</p>', starts_at: at(-1) }, 'ad.save', ad.result.id);
    expect(adEdit.row).toMatchObject({ before: { html: '<p>โฆษณา</p>' }, after: { html: '<p>โฆษณาใหม่</p>' } });
    await check('DELETE', `/api/admin/advertise/delete/${ad.result.id}`, undefined, 'ad.delete', ad.result.id);

    const banner = await act('POST', '/api/admin/event-banner/store', { image_url: await adImage(), title_th: 'สงกรานต์', title_en: 'Songkran', starts_at: at(-1) });
    expect(banner.rows).toMatchObject([{ action: 'event_banner.save', before: null, after: { title_en: 'Songkran' } }]);
    seen.add('event_banner.save');
    await check('DELETE', `/api/admin/event-banner/delete/${banner.result.id}`, undefined, 'event_banner.delete', banner.result.id);
  });

  it('articles and their categories: saved and deleted', async () => {
    const category = await act('POST', '/api/admin/article-category/store', { slug: `audit-${process.pid}`, cate_name_th: 'ตรวจสอบ', cate_name_en: 'Audit', sort_order: 90 });
    const categoryId = category.result.category_id as number;
    expect(category.rows).toMatchObject([{ action: 'article_category.save', subject_id: String(categoryId), before: null, after: { name_en: 'Audit' } }]);
    seen.add('article_category.save');
    const sub = await act('POST', '/api/admin/article-sub-category/store', { category_id: categoryId, slug: 'trail', subcategory_name_th: 'ร่องรอย', subcategory_name_en: 'Trail' });
    expect(sub.rows).toMatchObject([{ action: 'article_sub_category.save', before: null, after: { slug: 'trail' } }]);
    seen.add('article_sub_category.save');
    const subId = Number(sub.rows[0]!.subject_id);

    const article = await act('POST', '/api/admin/article/store', { category_id: categoryId, title_th: 'บทความ', body_th: '<p>เนื้อหา</p>', status: 'draft' });
    const articleId = article.result.article_id as number;
    expect(article.rows).toMatchObject([{ action: 'article.save', subject_id: String(articleId), before: null, after: { title_th: 'บทความ', author_id: adminId } }]);
    seen.add('article.save');
    const edited = await one('POST', '/api/admin/article/store', { id: articleId, category_id: categoryId, title_th: 'บทความแก้แล้ว', body_th: '<p>เนื้อหา</p>', status: 'draft' }, 'article.save', articleId);
    expect(edited.row).toMatchObject({ before: { title_th: 'บทความ' }, after: { title_th: 'บทความแก้แล้ว' } });
    await check('DELETE', `/api/admin/article/delete/${articleId}`, undefined, 'article.delete', articleId);
    await check('DELETE', `/api/admin/article-sub-category/delete/${subId}`, undefined, 'article_sub_category.delete', subId);
    await check('DELETE', `/api/admin/article-category/delete/${categoryId}`, undefined, 'article_category.delete', categoryId);
  });

  it('settings: the Songkran window and credits', async () => {
    const body = { starts_at: at(-1), ends_at: at(10), share_credits: 2 };
    await act('POST', '/api/admin/event/songkran/store', body);
    const done = await check('POST', '/api/admin/event/songkran/store', { ...body, share_credits: 3 }, 'songkran.save', 'songkran_settings');
    expect(done.row).toMatchObject({ before: { share_credits: 2 }, after: { share_credits: 3 } });
    const found = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?subject=songkran:songkran_settings', headers: admin.headers });
    expect(found.json().result.data[0]).toMatchObject({ id: done.row.id, action: 'songkran.save' });
    // back to the defaults: the row goes, and what it held is the trail's before
    const reset = await check('DELETE', '/api/admin/event/songkran', undefined, 'songkran.reset', 'songkran_settings');
    expect(reset.row).toMatchObject({ before: { share_credits: 3 } });
  });

  it('settings: the mortgage calculator defaults', async () => {
    const body = { loan_share_percent: 90, years: 30, annual_rate_percent: 6.5 };
    const created = await check('PUT', '/api/admin/mortgage-settings', body, 'mortgage.save', 'mortgage_settings');
    expect(created.row).toMatchObject({ before: null, after: { loan_share_percent: 90, years: 30, annual_rate_percent: 6.5 } });
    const edited = await check('PUT', '/api/admin/mortgage-settings', { ...body, annual_rate_percent: 6.25 }, 'mortgage.save', 'mortgage_settings');
    expect(edited.row).toMatchObject({ before: { annual_rate_percent: 6.5 }, after: { annual_rate_percent: 6.25 } });
  });

  it('an action that is refused writes nothing', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const draft = await insertListing(ctx, owner.info.id, { status: 'draft' });
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/estate/approve/${draft}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(String(res.headers['x-request-id']))).toEqual([]);
    const self = await ctx.app.inject({ method: 'PUT', url: `/api/admin/user/suspend/${adminId}`, headers: admin.headers, payload: { reason: 'x' } });
    expect(self.statusCode).toBe(403);
    expect(await rowsOf(String(self.headers['x-request-id']))).toEqual([]);
  });

  it('the walk above met every action the trail knows (a failed delivery\'s retry is in admin-deliveries.test.ts, a duplicate\'s link in listings-duplicates.test.ts)', () => {
    expect([...seen].sort()).toEqual(AUDIT_ACTIONS.filter((action) => action !== 'job.retry' && action !== 'listing.link').sort());
  });
});

describe('the trail is append-only', () => {
  it('the database refuses an UPDATE, a DELETE and a TRUNCATE of it', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const listing = await insertListing(ctx, owner.info.id, { status: 'pending', submitted_at: new Date() });
    const { rows } = await act('PUT', `/api/admin/estate/approve/${listing}`);
    const id = rows[0]!.id;
    const db = ctx.app.db;
    await expect(sql`update admin_audit set action = 'listing.reject' where id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from admin_audit where id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate admin_audit`.execute(db)).rejects.toThrow(/append-only/);
    expect(await rowsOf(rows[0]!.request_id)).toEqual(rows);
  });

  it('no endpoint changes or removes a row: the trail has a GET and nothing else', async () => {
    const routes = ctx.app.registeredRoutes.filter((route) => route.url.startsWith('/api/admin/audit'));
    expect(routes.map((route) => route.method).filter((method) => method !== 'HEAD')).toEqual(['GET']);
  });

  it('the retention job keeps every row past RETENTION_DAYS, money decisions among them', async () => {
    const old = new Date(Date.now() - (ctx.config.RETENTION_DAYS + 30) * DAY_MS);
    const tag = `old-${process.pid}`;
    await ctx.app.db
      .insertInto('admin_audit')
      .values([
        { actor_id: adminId, action: 'payment.approve', subject_type: 'payment', subject_id: '1', before: null, after: null, request_id: tag, money: true, created_at: old },
        { actor_id: adminId, action: 'trend.save', subject_type: 'trend', subject_id: '1', before: null, after: null, request_id: tag, money: false, created_at: old },
      ])
      .execute();
    await purgeExpiredRows(ctx.app);
    expect((await rowsOf(tag)).map((row) => row.action)).toEqual(['payment.approve', 'trend.save']);
  });
});

describe('GET /api/admin/audit', () => {
  const get = (query: string, headers: Headers = admin.headers) => ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers });

  it('answers 401 to a visitor and 403 to a plain user', async () => {
    expect((await get('')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const user = await signUp(ctx, undefined, { verify: true });
    expect((await get('', user.headers)).statusCode).toBe(403);
  });

  it('filters by action, admin, subject and Bangkok days, newest first, a page at a time', async () => {
    const second = await signUpAdmin(ctx);
    const owner = await signUp(ctx, undefined, { verify: true });
    const listings = await Promise.all([1, 2, 3].map(() => insertListing(ctx, owner.info.id, { status: 'pending', submitted_at: new Date() })));
    for (const id of listings) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/estate/approve/${id}`, headers: second.headers });
      expect(res.statusCode).toBe(200);
    }
    const mine = (await get(`actor_id=${second.info.id}`)).json().result;
    expect(mine.total).toBe(3);
    expect(mine.data.map((row: { subject_id: string }) => Number(row.subject_id))).toEqual([...listings].reverse());
    expect(mine.data[0]).toMatchObject({ action: 'listing.approve', subject_type: 'listing', actor: { id: second.info.id, email: expect.any(String) }, money: false });
    expect(mine.actors.map((actor: { id: number }) => actor.id)).toEqual(expect.arrayContaining([adminId, second.info.id]));

    const bySubject = (await get(`subject=listing:${listings[1]}`)).json().result;
    expect(bySubject.data.map((row: { subject_id: string }) => row.subject_id)).toEqual([String(listings[1])]);
    const byType = (await get(`subject=listing&action=listing.approve&actor_id=${second.info.id}`)).json().result;
    expect(byType.total).toBe(3);
    expect((await get(`action=payment.reject&actor_id=${second.info.id}`)).json().result.total).toBe(0);

    const bangkokToday = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const bangkokTomorrow = new Date(Date.now() + 7 * 3_600_000 + DAY_MS).toISOString().slice(0, 10);
    expect((await get(`actor_id=${second.info.id}&from=${bangkokToday}&to=${bangkokToday}`)).json().result.total).toBe(3);
    expect((await get(`actor_id=${second.info.id}&from=${bangkokTomorrow}`)).json().result.total).toBe(0);
    expect((await get(`actor_id=${second.info.id}&to=2020-01-01`)).json().result.total).toBe(0);

    const everything = (await get('page=1')).json().result;
    expect(everything.per_page).toBe(25);
    expect(everything.total).toBeGreaterThanOrEqual(3);
    const beyond = (await get(`actor_id=${second.info.id}&page=2`)).json().result;
    expect(beyond).toMatchObject({ data: [], current_page: 2, last_page: 1, total: 3 });
    // empty filters, as a form sends them, are no filters
    expect((await get(`action=&subject=&from=&to=&actor_id=${second.info.id}`)).json().result.total).toBe(3);
  });

  it('refuses an unknown action, subject or a malformed day with field errors', async () => {
    for (const [query, field] of [
      ['action=listing.delete', 'action'],
      ['subject=rocket:1', 'subject'],
      ['subject=listing:1;drop', 'subject'],
      ['from=2026-13-45', 'from'],
      ['to=yesterday', 'to'],
      ['actor_id=abc', 'actor_id'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ status: 'error', message: 'invalid input', errors: { [field]: expect.any(Array) } });
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingSearchQueries } from '../src/modules/search/listing-search.queries.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing, photo, signUpAdmin } from './support/listings.js';
import { multipartFile } from './support/multipart.js';

/**
 * Articles (spec sections 2, 3, 7, 9): the public calls with resource_id=1, what they hide
 * (drafts, articles not yet due), the filters and pages, the admin's writing, pictures and
 * categories, and the HTML allow-list.
 */
type Headers = Record<string, string>;
let ctx: TestContext;
let admin: Headers;
let plain: Headers;
let adminId: number;

interface Category {
  category_id: number;
  cate_name_th: string;
  slug: string;
  sub_categories: { sub_category_id: number; slug: string }[];
}
let categories: Category[];
const renting = () => categories.find((c) => c.slug === 'renting')!;
const buying = () => categories.find((c) => c.slug === 'buying')!;

beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  const signedIn = await signUpAdmin(ctx);
  admin = signedIn.headers;
  adminId = (await ctx.app.db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  plain = (await signUp(ctx)).headers;
  categories = (await get('/api/article-all-categories')).json().result;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const del = (url: string, headers: Headers = admin) => ctx.app.inject({ method: 'DELETE', url, headers });

const HOUR = 3_600_000;
/** Writes an article as the admin; answers its id. */
async function write(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/api/admin/article/store', {
    category_id: renting().category_id,
    title_th: 'บทความทดสอบ',
    title_en: 'Test article',
    summary_th: 'สรุป',
    body_th: '<p>เนื้อหา</p>',
    status: 'published',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.article_id;
}
const listIds = async (query: string) => {
  const res = await get(`/api/article?resource_id=1&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.data as { article_id: number }[]).map((a) => a.article_id);
};

describe('GET api/article-all-categories', () => {
  it('answers the seeded categories in order, each with its sub-categories and the spec field names', async () => {
    expect(categories.map((c) => c.slug)).toEqual(['renting', 'buying', 'areas', 'transport', 'living', 'owners']);
    expect(categories[0]).toMatchObject({
      category_id: expect.any(Number),
      cate_name_th: 'เช่าบ้านและคอนโด',
      cate_name_en: 'Renting',
      slug_id: `renting-${categories[0]!.category_id}`,
      sub_categories: [
        { sub_category_id: expect.any(Number), subcategory_name_th: 'เคล็ดลับการเช่า', subcategory_name_en: 'Renting tips', slug: 'rental-tips' },
        expect.objectContaining({ slug: 'contracts-deposits' }),
      ],
    });
  });
});

describe('public lists hide drafts and articles not yet due', () => {
  let published: number;
  let draft: number;
  let scheduled: number;
  beforeAll(async () => {
    published = await write({ title_th: 'เช่าคอนโดใกล้รถไฟฟ้าอโศก', title_en: 'Renting near Asok', is_highlight: true });
    draft = await write({ title_th: 'ร่างบทความคอนโด', status: 'draft' });
    scheduled = await write({ title_th: 'บทความตั้งเวลาคอนโด', status: 'scheduled', publish_at: new Date(Date.now() + 2 * HOUR).toISOString(), is_highlight: true });
  });

  it('lists only what is public, newest first', async () => {
    const ids = await listIds('keyword=คอนโด');
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(scheduled);
  });

  it('answers 404 content not found for a draft, a scheduled article before its time, and no article', async () => {
    for (const id of [draft, scheduled, 999_999]) {
      const res = await get(`/api/article/view?resource_id=1&article_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', message: 'content not found' });
    }
  });

  it('lets an admin preview a draft and a scheduled article, marked as not public; a user and a visitor still get 404', async () => {
    const asAdmin = await get(`/api/article/view?resource_id=1&article_id=${draft}`, admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json().result).toMatchObject({ article: { article_id: draft }, preview: { status: 'draft' } });
    expect(asAdmin.json().result.related_articles.map((a: { article_id: number }) => a.article_id)).not.toContain(draft);
    const planned = (await get(`/api/article/view?resource_id=1&article_id=${scheduled}`, admin)).json().result;
    expect(planned.preview).toEqual({ status: 'scheduled', publish_at: expect.any(String) });
    for (const headers of [plain, {}]) {
      expect((await get(`/api/article/view?resource_id=1&article_id=${draft}`, headers)).statusCode).toBe(404);
    }
    // a public article carries no preview mark, for the admin either
    expect((await get(`/api/article/view?resource_id=1&article_id=${published}`, admin)).json().result.preview).toBeUndefined();
    expect((await get(`/api/article/view?resource_id=1&article_id=999999`, admin)).statusCode).toBe(404);
  });

  it('shows a scheduled article once its time has come, without anyone acting', async () => {
    await sql`update articles set publish_at = now() - interval '1 minute' where id = ${scheduled}`.execute(ctx.app.db);
    expect((await get(`/api/article/view?resource_id=1&article_id=${scheduled}`)).statusCode).toBe(200);
    expect(await listIds('keyword=ตั้งเวลา')).toEqual([scheduled]);
  });

  it('highlights only public highlighted articles', async () => {
    const res = await get('/api/article-highlight');
    const ids = (res.json().result.data as { article_id: number; is_highlight: boolean }[]).map((a) => a.article_id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect(res.json().result.data.every((a: { is_highlight: boolean }) => a.is_highlight)).toBe(true);
  });
});

describe('GET api/article filters and pages', () => {
  let sub: number;
  let inSub: number;
  let otherCategory: number;
  beforeAll(async () => {
    sub = renting().sub_categories[1]!.sub_category_id;
    inSub = await write({ title_th: 'สัญญาเช่าห้องชุดฉบับย่อ', title_en: 'Lease In Brief', sub_category_id: sub });
    otherCategory = await write({ category_id: buying().category_id, title_th: 'ค่าโอนบ้านหลังแรก', summary_en: 'Transfer fees explained' });
  });

  it('finds a Thai keyword inside an unspaced Thai title, and English words in any case from a summary', async () => {
    expect(await listIds('keyword=ห้องชุด')).toEqual([inSub]);
    expect(await listIds('keyword=TRANSFER%20fees')).toEqual([otherCategory]);
    expect(await listIds('keyword=lease%20brief')).toEqual([inSub]);
    expect(await listIds(`keyword=${encodeURIComponent('ไม่มีเรื่องนี้')}`)).toEqual([]);
  });

  it('filters by category and sub-category', async () => {
    const byCategory = await listIds(`category_id=${buying().category_id}`);
    expect(byCategory).toContain(otherCategory);
    expect(byCategory).not.toContain(inSub);
    expect(await listIds(`sub_category_id=${sub}`)).toEqual([inSub]);
  });

  it('pages 10 at a time with the total', async () => {
    for (let i = 0; i < 11; i++) await write({ category_id: categories[3]!.category_id, title_th: `การเดินทางตอนที่ ${i}` });
    const first = (await get(`/api/article?resource_id=1&category_id=${categories[3]!.category_id}`)).json().result;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    expect(first.data).toHaveLength(10);
    const second = (await get(`/api/article?resource_id=1&category_id=${categories[3]!.category_id}&page=2`)).json().result;
    expect(second.data).toHaveLength(1);
    expect(first.data.map((a: { article_id: number }) => a.article_id)).not.toContain(second.data[0].article_id);
  });

  it('refuses a missing or other resource_id and bad numbers with 422', async () => {
    for (const query of ['', 'resource_id=2', 'resource_id=1&page=0', 'resource_id=1&category_id=abc']) {
      const res = await get(`/api/article?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe('invalid input');
    }
    expect((await get('/api/article')).json().errors).toEqual({ resource_id: ['required'] });
    expect((await get('/api/article/view?resource_id=1')).statusCode).toBe(422);
  });
});

describe('GET api/article-category', () => {
  it('answers the category with its sub-categories and a page of its articles', async () => {
    const id = await write({ category_id: categories[4]!.category_id, title_th: 'ย้ายบ้านในวันเดียว' });
    const res = await get(`/api/article-category?category_id=${categories[4]!.category_id}&page=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.category.slug).toBe('living');
    expect(res.json().result.articles.data.map((a: { article_id: number }) => a.article_id)).toEqual([id]);
  });

  it('is 404 for an unknown category or a sub-category of another category', async () => {
    expect((await get('/api/article-category?category_id=999999')).statusCode).toBe(404);
    const foreign = buying().sub_categories[0]!.sub_category_id;
    expect((await get(`/api/article-category?category_id=${renting().category_id}&sub_category_id=${foreign}`)).statusCode).toBe(404);
  });
});

describe('GET api/article/view', () => {
  it('answers the article with author, reading time, related articles and listings of its district first', async () => {
    const district = await ctx.app.db.selectFrom('districts').select('id').where('id', '=', 1039).executeTakeFirstOrThrow();
    const inDistrict = await insertListing(ctx, adminId, { district_id: district.id, estate_type_id: 3 });
    const elsewhere = await insertListing(ctx, adminId, { estate_type_id: 1 });
    await createListingSearchQueries(ctx.app.db).refresh([inDistrict, elsewhere]);
    const sub = renting().sub_categories[0]!.sub_category_id;
    const sibling = await write({ sub_category_id: sub, title_th: 'บทความพี่น้อง' });
    const id = await write({
      sub_category_id: sub,
      title_th: 'อยู่วัฒนา',
      body_th: `<p>${'คอนโด'.repeat(1000)}</p>`,
      body_en: '<p>English text</p>',
      related_district_id: district.id,
    });
    const res = await get(`/api/article/view?resource_id=1&article_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { article, related_articles, related_listings } = res.json().result;
    expect(article).toMatchObject({ article_id: id, title_th: 'อยู่วัฒนา', body_en: '<p>English text</p>', path: `/view-article/${id}`, reading_minutes_th: 6, reading_minutes_en: 1 });
    expect(article.author).toMatchObject({ id: adminId });
    expect(related_articles[0].article_id).toBe(sibling);
    expect(related_articles.map((a: { article_id: number }) => a.article_id)).not.toContain(id);
    expect(related_listings[0].id).toBe(inDistrict);
  });
});

describe('sanitising article HTML when it is saved', () => {
  it('removes scripts, event handlers, javascript: links, styles and foreign frames and keeps safe formatting', async () => {
    const id = await write({
      body_th: [
        '<h2>หัวข้อ</h2><p><strong>หนา</strong> <em>เอียง</em> <a href="https://example.com/x" target="_blank">ลิงก์</a></p>',
        '<script>alert(1)</script><img src="/uploads/articles/a.webp" onerror="alert(2)" alt="รูป"><img src="https://tracker.example/p.gif" alt="">',
        '<a href="javascript:alert(3)">คลิก</a><p style="color:red" onclick="alert(4)">สไตล์</p>',
        '<iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>',
      ].join(''),
    });
    const body: string = (await get(`/api/admin/article/${id}`, admin)).json().result.body_th;
    expect(body).not.toMatch(/script|alert|onerror|onclick|javascript:|style=|evil\.example/i);
    expect(body).toContain('<h2>หัวข้อ</h2>');
    expect(body).toContain('<strong>หนา</strong>');
    expect(body).toContain('<em>เอียง</em>');
    expect(body).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">ลิงก์</a>');
    expect(body).toContain('<img src="/uploads/articles/a.webp" alt="รูป" loading="lazy" />');
    // a picture of another host would be blocked by the content security policy: not kept
    expect(body).not.toContain('tracker.example');
    expect(body).toContain('<a>คลิก</a>');
    expect(body).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
  });

  it('refuses a Thai body with nothing left after sanitising', async () => {
    const res = await post('/api/admin/article/store', { category_id: renting().category_id, title_th: 'ว่าง', body_th: '<script>x</script>', status: 'draft' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body_th: ['required'] });
  });
});

describe('admin articles', () => {
  it('is for admins only: 401 without a session, 403 for a plain user', async () => {
    expect((await get('/api/admin/article')).statusCode).toBe(401);
    expect((await get('/api/admin/article', plain)).statusCode).toBe(403);
    expect((await post('/api/admin/article/store', {}, plain)).statusCode).toBe(403);
  });

  it('lists drafts too, by tab, with the count of each tab', async () => {
    const draft = await write({ title_th: 'ฉบับร่างของแท็บ', status: 'draft' });
    const res = (await get('/api/admin/article?status=draft', admin)).json().result;
    expect(res.data.map((a: { article_id: number }) => a.article_id)).toContain(draft);
    expect(res.data.every((a: { status: string }) => a.status === 'draft')).toBe(true);
    expect(res.counts.all).toBe(res.counts.draft + res.counts.published + res.counts.scheduled);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await ctx.app.db.selectFrom('articles').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title_th: '' }, { title_th: ['required'] }],
      [{ status: 'scheduled' }, { publish_at: ['required'] }],
      [{ status: 'scheduled', publish_at: new Date(Date.now() - HOUR).toISOString() }, { publish_at: ['value not allowed'] }],
      [{ sub_category_id: buying().sub_categories[0]!.sub_category_id }, { sub_category_id: ['value not allowed'] }],
      [{ category_id: 999_999 }, { category_id: ['value not allowed'] }],
      // no category: named as a choice not made, never the generic "invalid input"
      [{ category_id: null }, { category_id: ['not chosen'] }],
      [{ category_id: 0 }, { category_id: ['not chosen'] }],
      [{ category_id: undefined }, { category_id: ['not chosen'] }],
      [{ cover_img: 'https://elsewhere.example/x.webp' }, { cover_img: ['value not allowed'] }],
      [{ status: 'hidden' }, { status: ['value not allowed'] }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await post('/api/admin/article/store', { category_id: renting().category_id, title_th: 'x', body_th: '<p>x</p>', status: 'published', ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect((await post('/api/admin/article/store', { id: 999_999, category_id: renting().category_id, title_th: 'x', body_th: '<p>x</p>', status: 'draft' })).statusCode).toBe(404);
    const after = (await ctx.app.db.selectFrom('articles').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    expect(after).toBe(before);
  });

  it('uploads a picture through the storage and uses it as the cover with its thumbnail', async () => {
    const file = multipartFile('image', 'cover.jpg', 'image/jpeg', await photo());
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/admin/article/upload-image', payload: file.payload, headers: { ...admin, ...file.headers } });
    expect(upload.statusCode, upload.body).toBe(200);
    const { url, thumb_url, large_url } = upload.json().result;
    expect(url).toMatch(/^\/uploads\/article\/[\w-]+\.webp$/);
    for (const key of [url, thumb_url, large_url]) expect(await ctx.app.storage.get(key.replace('/uploads/', ''))).not.toBeNull();
    const id = await write({ cover_img: url, body_th: `<p>รูป</p><img src="${large_url}" alt="">` });
    const view = (await get(`/api/article/view?resource_id=1&article_id=${id}`)).json().result.article;
    expect(view).toMatchObject({ cover_img: url, thumb_img: thumb_url });
    expect(view.body_th).toContain(`<img src="${large_url}"`);

    const notImage = multipartFile('image', 'x.jpg', 'image/jpeg', Buffer.from('not a picture'));
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/admin/article/upload-image', payload: notImage.payload, headers: { ...admin, ...notImage.headers } });
    expect(refused.statusCode).toBe(422);
  });

  it('edits an article, keeping its author and its first publication date', async () => {
    const id = await write({ title_th: 'ก่อนแก้' });
    const before = (await get(`/api/admin/article/${id}`, admin)).json().result;
    const res = await post('/api/admin/article/store', { id, category_id: renting().category_id, title_th: 'หลังแก้', body_th: '<p>ใหม่</p>', status: 'published' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ title_th: 'หลังแก้', publish_at: before.publish_at, author: before.author });
    expect((await del(`/api/admin/article/delete/${id}`)).json().result).toEqual({ id, deleted: true });
    expect((await get(`/api/article/view?resource_id=1&article_id=${id}`)).statusCode).toBe(404);
    expect((await del(`/api/admin/article/delete/${id}`)).statusCode).toBe(404);
  });
});

describe('admin categories', () => {
  it('creates, renames and deletes a category and its sub-categories; a taken slug is 409', async () => {
    const created = await post('/api/admin/article-category/store', { slug: 'investing', cate_name_th: 'ลงทุน', cate_name_en: 'Investing', sort_order: 70 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.category_id;
    expect((await post('/api/admin/article-category/store', { slug: 'investing', cate_name_th: 'ซ้ำ', cate_name_en: 'Twice' })).statusCode).toBe(409);
    const sub = await post('/api/admin/article-sub-category/store', { category_id: id, slug: 'yields', subcategory_name_th: 'ผลตอบแทน', subcategory_name_en: 'Yields' });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().result.sub_categories).toMatchObject([{ slug: 'yields', article_count: 0 }]);
    const all = (await get('/api/article-all-categories')).json().result as Category[];
    expect(all.find((c) => c.category_id === id)?.sub_categories.map((s) => s.slug)).toEqual(['yields']);

    const article = await write({ category_id: id });
    expect((await del(`/api/admin/article-category/delete/${id}`)).json()).toMatchObject({ message: 'category has articles' });
    await del(`/api/admin/article/delete/${article}`);
    expect((await del(`/api/admin/article-category/delete/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/article-category?category_id=${id}`)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/article-category', plain)).statusCode).toBe(403);
    expect((await post('/api/admin/article-category/store', { slug: 'x', cate_name_th: 'x', cate_name_en: 'x' }, plain)).statusCode).toBe(403);
  });
});

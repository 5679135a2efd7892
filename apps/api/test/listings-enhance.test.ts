import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp, { type Stats } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENHANCE_PACKAGE_PER_LISTING, IMAGE_SIZES } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { uniqueReference } from './support/credits.js';
import { multipartFile } from './support/multipart.js';
import { insertListing, store, uploadPhoto, uploadRequest } from './support/listings.js';

type Headers = Record<string, string>;
type Owner = Awaited<ReturnType<typeof signUp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, LISTING_UPLOAD_RATE_LIMIT: '500' });
});
afterAll(() => ctx.close());

const enhance = (headers: Headers, body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/estate/enhance-image', headers, payload: body });
const enhancements = (headers: Headers, listingId: number) => ctx.app.inject({ method: 'GET', url: `/api/estate/enhance-image/${listingId}`, headers });
const file = (url: string) => path.join(ctx.config.uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));
const ledger = (listingId: number) =>
  ctx.database.db.selectFrom('enhancement_transactions').select(['type', 'amount', 'subject_kind', 'subject_id']).where('listing_id', '=', listingId).orderBy('id').execute();
const imageRows = async (userId: number) => (await ctx.database.db.selectFrom('listing_images').select('id').where('user_id', '=', userId).execute()).length;

/** The balance the database keeps and the ledger's sum for the listing, which must always agree. */
async function balances(listingId: number) {
  const { rows } = await sql<{ balance: number; ledger: number }>`
    select coalesce((select balance from enhancement_balances where listing_id = ${listingId}), 0) as balance,
      coalesce((select sum(case when type = 'used' then -amount else amount end) from enhancement_transactions where listing_id = ${listingId}), 0)::int as ledger`.execute(
    ctx.database.db,
  );
  return rows[0]!;
}

/** A holder of OPENING99: an approved purchase of the package (the money loop has its own tests). */
async function makeHolder(owner: Owner): Promise<string> {
  const db = ctx.database.db;
  const pkg = await db.selectFrom('packages').select(['id', 'price_satang', 'credits']).where('code', '=', 'OPENING99').executeTakeFirstOrThrow();
  const payment = await db
    .insertInto('payments')
    .values({ user_id: owner.info.id, kind: 'purchase', status: 'approved', amount_satang: pkg.price_satang, credits: pkg.credits, package_id: pkg.id, reference: `BDE${uniqueReference()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return payment.id;
}

/** An owner's listing with `count` photos uploaded for it (free uploads, as the form's photo step holds them). */
async function listingWithPhotos(owner: Owner, count: number) {
  const listingId = await insertListing(ctx, owner.info.id);
  const photos = [];
  for (let i = 0; i < count; i++) photos.push(await uploadPhoto(ctx, owner.headers));
  return { listingId, photos };
}

describe('POST /api/estate/enhance-image', () => {
  it('enhances a photo into a new stored photo, keeps the original, answers what is left; the form saves either one', async () => {
    const owner = await signUp(ctx);
    const { listingId, photos } = await listingWithPhotos(owner, 4);
    const [cover, ...gallery] = photos as [(typeof photos)[0], ...typeof photos];
    const res = await enhance(owner.headers, { announce_id: listingId, url: cover.url });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ original_url: cover.url, original_thumb_url: cover.thumb_url, original_large_url: cover.large_url, left: 0, allowance: 1 });
    expect(result.url).toMatch(/^\/uploads\/listing\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(result.url).not.toBe(cover.url);
    for (const [url, size] of [[result.url, IMAGE_SIZES.cover], [result.thumb_url, IMAGE_SIZES.gallery]] as const) {
      expect(await sharp(readFileSync(file(url))).metadata()).toMatchObject({ format: 'webp', width: size.width, height: size.height });
    }
    // the original is kept, every size of it
    for (const url of [cover.url, cover.thumb_url, cover.large_url]) expect(existsSync(file(url)), url).toBe(true);
    expect(await ledger(listingId)).toEqual([
      { type: 'got', amount: 1, subject_kind: 'trial', subject_id: null },
      { type: 'used', amount: 1, subject_kind: 'photo', subject_id: cover.url },
    ]);

    // the form saves the enhanced photo as the cover; then the original back (revert)
    const form = { id: listingId, cover_img: result.url, gallery_img_cast: gallery.map((p) => p.url) };
    const saved = await store(ctx, owner.headers, form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.cover_img).toBe(result.url);
    const reverted = await store(ctx, owner.headers, { ...form, cover_img: cover.url });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().result.cover_img).toBe(cover.url);

    // clicking again, on the original or on the result, answers the same photo at no charge
    for (const url of [cover.url, result.url]) {
      const again = await enhance(owner.headers, { announce_id: listingId, url });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().result).toMatchObject({ url: result.url, original_url: cover.url, left: 0 });
    }
    expect(await ledger(listingId)).toHaveLength(2);

    // past the allowance: 409 with the reason, and nothing stored
    const rows = await imageRows(owner.info.id);
    const refused = await enhance(owner.headers, { announce_id: listingId, url: gallery[0]!.url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'error', message: 'no enhancements left' });
    expect(await imageRows(owner.info.id)).toBe(rows);

    const listed = await enhancements(owner.headers, listingId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result).toEqual({ allowance: 1, left: 0, photos: [expect.objectContaining({ url: result.url, original_url: cover.url })] });
  });

  it('the enhancement levels a dark, blue-tinted photo: brighter and more neutral', async () => {
    const owner = await signUp(ctx);
    const listingId = await insertListing(ctx, owner.info.id);
    // a dim room with a blue cast, with some detail so the levels have something to find
    const dim = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 50, b: 80 } } })
      .composite([{ input: await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 90, g: 95, b: 130 } } }).png().toBuffer(), left: 450, top: 300 }])
      .jpeg()
      .toBuffer();
    const upload = await uploadRequest(ctx, owner.headers, multipartFile('image', 'dim.jpg', 'image/jpeg', dim));
    expect(upload.statusCode, upload.body).toBe(200);
    const original = upload.json().result;
    const res = await enhance(owner.headers, { announce_id: listingId, url: original.url });
    expect(res.statusCode, res.body).toBe(200);
    const [before, after] = await Promise.all([sharp(readFileSync(file(original.large_url))).stats(), sharp(readFileSync(file(res.json().result.large_url))).stats()]);
    const mean = (stats: Stats) => stats.channels.slice(0, 3).map((c) => c.mean);
    // the cast relative to the brightness: the channels' spread over their mean
    const spread = (means: number[]) => (Math.max(...means) - Math.min(...means)) / (means.reduce((a, b) => a + b, 0) / 3);
    const brightness = (means: number[]) => means.reduce((a, b) => a + b, 0) / 3;
    expect(brightness(mean(after))).toBeGreaterThan(brightness(mean(before)) + 20);
    expect(spread(mean(after))).toBeLessThan(spread(mean(before)) * 0.7);
  });

  it('refuses another owner\'s listing (403), a missing listing (404) and a photo that is not the owner\'s (422 on url)', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const { listingId, photos } = await listingWithPhotos(owner, 1);
    const stranger = await enhance(other.headers, { announce_id: listingId, url: photos[0]!.url });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: 'not the owner' });
    expect((await enhancements(other.headers, listingId)).statusCode).toBe(403);
    const missing = await enhance(owner.headers, { announce_id: 2_000_000_000, url: photos[0]!.url });
    expect(missing.statusCode).toBe(404);
    const othersListing = await insertListing(ctx, other.info.id);
    const notTheirs = await enhance(other.headers, { announce_id: othersListing, url: photos[0]!.url });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json()).toMatchObject({ message: 'invalid input', errors: { url: ['value not allowed'] } });
    const bad = await enhance(owner.headers, { announce_id: 'x', url: '' });
    expect(bad.statusCode).toBe(422);
    expect(await ledger(listingId)).toEqual([]);
  });

  it('a holder of OPENING99 gets 5 per listing, shown as what is left; the sixth is refused; another listing has its own 5', async () => {
    const owner = await signUp(ctx);
    const payment = await makeHolder(owner);
    const { listingId, photos } = await listingWithPhotos(owner, ENHANCE_PACKAGE_PER_LISTING + 1);
    expect((await enhancements(owner.headers, listingId)).json().result).toEqual({ allowance: 5, left: 5, photos: [] });
    const lefts = [];
    for (const photo of photos.slice(0, ENHANCE_PACKAGE_PER_LISTING)) {
      const res = await enhance(owner.headers, { announce_id: listingId, url: photo.url });
      expect(res.statusCode, res.body).toBe(200);
      lefts.push(res.json().result.left);
      if (lefts.length === 2) expect((await enhancements(owner.headers, listingId)).json().result).toMatchObject({ allowance: 5, left: 3 });
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    const sixth = await enhance(owner.headers, { announce_id: listingId, url: photos[ENHANCE_PACKAGE_PER_LISTING]!.url });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('no enhancements left');
    const entries = await ledger(listingId);
    expect(entries.filter((e) => e.type === 'got')).toEqual([
      { type: 'got', amount: 1, subject_kind: 'trial', subject_id: null },
      { type: 'got', amount: 4, subject_kind: 'package', subject_id: payment },
    ]);
    expect(await balances(listingId)).toEqual({ balance: 0, ledger: 0 });

    const second = await listingWithPhotos(owner, 1);
    const res = await enhance(owner.headers, { announce_id: second.listingId, url: second.photos[0]!.url });
    expect(res.json().result).toMatchObject({ allowance: 5, left: 4 });
  }, 60_000);

  it('the ledger is append-only', async () => {
    const owner = await signUp(ctx);
    const { listingId, photos } = await listingWithPhotos(owner, 1);
    expect((await enhance(owner.headers, { announce_id: listingId, url: photos[0]!.url })).statusCode).toBe(200);
    await expect(sql`update enhancement_transactions set amount = 9 where listing_id = ${listingId}`.execute(ctx.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from enhancement_transactions where listing_id = ${listingId}`.execute(ctx.database.db)).rejects.toThrow(/append-only/);
    // deleting the listing takes its entries along
    await ctx.database.db.deleteFrom('listings').where('id', '=', listingId).execute();
    expect(await ledger(listingId)).toEqual([]);
  });
});

describe('concurrent clicks', () => {
  it('the database holds the line: 20 parallel spends against a trial of 1 leave exactly one, the ledger summing to the balance', async () => {
    const owner = await signUp(ctx);
    const listingId = await insertListing(ctx, owner.info.id);
    const repo = ctx.app.enhanceRepository;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.db.transaction().execute(async (trx) => {
          await repo.in(trx).grantOnce({ listingId, userId: owner.info.id, kind: 'trial', amount: 1 });
          await repo.in(trx).spend({ listingId, userId: owner.info.id, originalUrl: `/uploads/listing/race-${i}.webp` });
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: '23514', constraint: 'enhancement_balances_balance_check' });
    }
    expect(await ledger(listingId)).toHaveLength(2);
    expect(await balances(listingId)).toEqual({ balance: 0, ledger: 0 });
  });

  it('8 photos enhanced at once by a holder: exactly 5 succeed, 3 are refused, nothing lost or doubled', async () => {
    const owner = await signUp(ctx);
    await makeHolder(owner);
    const { listingId, photos } = await listingWithPhotos(owner, 8);
    const rowsBefore = await imageRows(owner.info.id);
    const results = await Promise.all(photos.map((photo) => enhance(owner.headers, { announce_id: listingId, url: photo.url })));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.json().message).toBe('no enhancements left');
    expect(await balances(listingId)).toEqual({ balance: 0, ledger: 0 });
    expect((await ledger(listingId)).filter((e) => e.type === 'used')).toHaveLength(5);
    // one stored photo per success, none left behind by a refusal
    expect(await imageRows(owner.info.id)).toBe(rowsBefore + 5);
    const files = await ctx.database.db.selectFrom('listing_image_enhancements').select('url').where('listing_id', '=', listingId).execute();
    expect(new Set(files.map((f) => f.url))).toEqual(new Set(ok.map((r) => r.json().result.url)));
  }, 120_000);

  it('the same photo clicked 5 times at once is enhanced and charged once', async () => {
    const owner = await signUp(ctx);
    await makeHolder(owner);
    const { listingId, photos } = await listingWithPhotos(owner, 1);
    const rowsBefore = await imageRows(owner.info.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => enhance(owner.headers, { announce_id: listingId, url: photos[0]!.url })));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().result.url)).size).toBe(1);
    expect((await ledger(listingId)).filter((e) => e.type === 'used')).toHaveLength(1);
    expect(await balances(listingId)).toEqual({ balance: 4, ledger: 4 });
    expect(await imageRows(owner.info.id)).toBe(rowsBefore + 1);
  }, 120_000);
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashBands, PHOTO_MATCH_MAX_DISTANCE } from '@baandee/domain';
import { sql } from 'kysely';
import { hashColumns } from '../src/lib/photo-hash.js';
import { seededRandom } from '../src/db/seed/demo/random.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, listingRow, masterRefs, moderate, signUpAdmin, storeComplete, uploadRequest, type MasterRefs } from './support/listings.js';
import { multipartFile } from './support/multipart.js';
import { hashOldPhotos } from '../src/modules/duplicates/photo-hashes.js';

/** Duplicates caught at posting (docs/decisions/057): held on publish, told to the owner, decided by the admin. */

let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '10000', LISTING_UPLOAD_RATE_LIMIT: '10000' });
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Owner = Awaited<ReturnType<typeof signUp>>;

/**
 * A picture of its own for each seed, 600x400: shapes of random colours, sizes and places
 * on a sky-to-floor gradient. Two seeds make unrelated pictures (demo drawings of one
 * room in other colours are too alike for that: bench/photo-duplicates.ts).
 */
function drawing(seed: number) {
  const random = seededRandom(seed);
  const n = (max: number) => Math.floor(random.next() * max);
  const colour = () => `rgb(${n(256)},${n(256)},${n(256)})`;
  const shapes = Array.from({ length: 14 }, () =>
    random.next() < 0.5
      ? `<rect x="${n(560)}" y="${n(360)}" width="${40 + n(220)}" height="${40 + n(180)}" fill="${colour()}"/>`
      : `<circle cx="${n(600)}" cy="${n(400)}" r="${20 + n(90)}" fill="${colour()}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg));
}
const photo = (seed: number) => drawing(seed).jpeg({ quality: 90 }).toBuffer();
/** Four unrelated photos from `seed` on. */
const photos = (seed: number) => Promise.all([0, 1, 2, 3].map((i) => photo(seed * 10 + i)));

/** The copy a re-poster makes: scaled, re-encoded, and a small watermark in the corner. */
async function repost(seed: number): Promise<Buffer> {
  const mark = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="84" height="18"><rect width="84" height="18" rx="4" fill="#fff" fill-opacity="0.7"/><rect x="6" y="7" width="72" height="4" fill="#c0392b"/></svg>');
  const png = await drawing(seed).png().toBuffer();
  return sharp(png).composite([{ input: mark, gravity: 'southeast' }]).resize(480).jpeg({ quality: 60 }).toBuffer();
}

/** A copy only scaled to 480 px and saved again as a low-quality JPEG. */
const reencoded = async (seed: number) => sharp(await drawing(seed).png().toBuffer()).resize(480).jpeg({ quality: 50 }).toBuffer();

async function upload(headers: Headers, bytes: Buffer): Promise<string> {
  const res = await uploadRequest(ctx, headers, multipartFile('image', 'room.jpg', 'image/jpeg', bytes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.url;
}

/** A complete listing with these four photos (cover first); answers its id. */
async function listingWith(owner: Owner, photos: Buffer[], overrides: Record<string, unknown> = {}): Promise<number> {
  // one after another: a photo's row id is its place in `photos` (a test picks a photo by its id)
  const uploaded: Awaited<ReturnType<typeof upload>>[] = [];
  for (const bytes of photos) uploaded.push(await upload(owner.headers, bytes));
  const [cover, ...gallery] = uploaded;
  const { id } = await storeComplete(ctx, owner.headers, refs, { cover_img: cover, gallery_img_cast: gallery, ...overrides });
  return id;
}

/** The listing's photos as rows uploaded before migration 0027 left them: no hash yet. */
const forgetHashes = (listingId: number) =>
  ctx.app.db.updateTable('listing_images').set({ photo_hash: null, photo_hash_band0: null, photo_hash_band1: null, photo_hash_band2: null, photo_hash_band3: null, photo_hashed_at: null }).where('listing_id', '=', listingId).execute();

const publish = async (owner: Owner, id: number) => {
  const res = await lifecycle(ctx, owner.headers, 'publish', id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { status: string };
};

/** A new owner's listing with these photos, sent for review and approved: on the site. */
async function liveListing(photos: Buffer[], overrides: Record<string, unknown> = {}) {
  const owner = await signUp(ctx, undefined, { verify: true });
  const id = await listingWith(owner, photos, overrides);
  expect((await publish(owner, id)).status).toBe('pending');
  expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
  return { owner, id };
}

const myEstate = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers });
const myCard = async (owner: Owner, id: number) => (await myEstate(owner.headers)).json().result.data.find((card: { id: number }) => card.id === id);
const pendingQueue = async () => (await ctx.app.inject({ method: 'GET', url: '/api/admin/estate?status=pending', headers: admin.headers })).json().result.data as { id: number }[];
const link = (headers: Headers, id: number) => ctx.app.inject({ method: 'PUT', url: `/api/admin/estate/link/${id}`, headers });
const view = (id: number, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers });

describe('publishing a listing whose photos match another owner’s listing on the site', () => {
  it('holds it for review as a duplicate and tells the owner which photos matched', async () => {
    const original = await liveListing(await photos(1));
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await reencoded(10), await photo(1000), await reencoded(12), await photo(1001)]);
    expect(await publish(copier, id)).toMatchObject({ status: 'pending' });
    expect(await listingRow(ctx, id)).toMatchObject({ status: 'pending', hold_reason: 'duplicate', duplicate_of: original.id });

    const card = await myCard(copier, id);
    expect(card).toMatchObject({ status: 'pending', hold_reason: 'duplicate' });
    expect(card.duplicate_matches).toHaveLength(2);
    for (const match of card.duplicate_matches) {
      expect(match).toMatchObject({ reason: 'photo', other_listing_id: original.id, image_url: expect.stringMatching(/-thumb\.webp$/), other_image_url: expect.stringMatching(/-thumb\.webp$/) });
      expect(match.distance).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    }
    // the listing form says it too
    const form = await ctx.app.inject({ method: 'GET', url: `/api/estate/${id}`, headers: copier.headers });
    expect(form.json().result).toMatchObject({ hold_reason: 'duplicate', duplicate_matches: card.duplicate_matches });
    // the admin's queue carries what it duplicates
    const queued = (await pendingQueue()).find((item) => item.id === id);
    expect(queued).toMatchObject({ hold_reason: 'duplicate', duplicate_of: original.id });
  });

  it('does not hold a listing whose photos are unrelated (a trusted owner’s goes live)', async () => {
    await liveListing(await photos(2));
    const { owner } = await liveListing(await photos(3), { room_floor: 3 });
    // an approved owner publishes without review: another unit, other pictures
    const id = await listingWith(owner, await photos(4), { room_floor: 4 });
    expect((await publish(owner, id)).status).toBe('publish');
    expect(await listingRow(ctx, id)).toMatchObject({ hold_reason: null, duplicate_of: null });
    expect(await myCard(owner, id)).toMatchObject({ status: 'publish', hold_reason: null, duplicate_matches: [] });
  });

  it('matches only listings on the site: a closed listing’s photos hold nothing', async () => {
    const closed = await liveListing(await photos(5));
    expect((await lifecycle(ctx, closed.owner.headers, 'close', closed.id)).statusCode).toBe(200);
    const other = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(other, [await repost(50), await repost(51), await photo(1002), await photo(1003)]);
    await publish(other, id);
    expect(await listingRow(ctx, id)).toMatchObject({ status: 'pending', hold_reason: null, duplicate_of: null });
  });

  it('hashes, when published, the photos stored before hashing existed', async () => {
    const original = await liveListing(await photos(6));
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await repost(63), await photo(1004), await photo(1005), await photo(1006)]);
    await forgetHashes(id);
    await publish(copier, id);
    expect(await listingRow(ctx, id)).toMatchObject({ hold_reason: 'duplicate', duplicate_of: original.id });
    const hashed = await ctx.app.db.selectFrom('listing_images').select(['photo_hash', 'photo_hashed_at']).where('listing_id', '=', id).execute();
    expect(hashed.every((row) => row.photo_hashed_at !== null && /^[0-9a-f]{16}$/.test(row.photo_hash ?? ''))).toBe(true);
  });

  it('finds a listing on the site whose photos were stored before hashing, once the background hashing has read them', async () => {
    const original = await liveListing(await photos(7));
    await forgetHashes(original.id);
    // a photo whose file is gone is marked read, with no hash: it is not read again (the last,
    // of seed 73: the copies below are of 70 and 71)
    const gone = await ctx.app.db.selectFrom('listing_images').select('id').where('listing_id', '=', original.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await ctx.app.db.updateTable('listing_images').set({ large_url: '/uploads/estate/missing-photo.webp' }).where('id', '=', gone.id).execute();
    // before: nothing known of the original's photos, so a copy of them goes through
    const early = await signUp(ctx, undefined, { verify: true });
    const earlyId = await listingWith(early, [await repost(70), await photo(1007), await photo(1008), await photo(1009)]);
    await publish(early, earlyId);
    expect(await listingRow(ctx, earlyId)).toMatchObject({ hold_reason: null, duplicate_of: null });

    while ((await hashOldPhotos(ctx.app, 50)) > 0);
    const rows = await ctx.app.db.selectFrom('listing_images').select(['id', 'photo_hash', 'photo_hashed_at']).where('listing_id', '=', original.id).execute();
    expect(rows.every((row) => row.photo_hashed_at !== null)).toBe(true);
    expect(rows.filter((row) => row.photo_hash === null).map((row) => row.id)).toEqual([gone.id]);
    expect(await hashOldPhotos(ctx.app)).toBe(0);

    // after: the next copy is held as a duplicate of the original
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await repost(71), await photo(1010), await photo(1011), await photo(1012)]);
    await publish(copier, id);
    expect(await listingRow(ctx, id)).toMatchObject({ hold_reason: 'duplicate', duplicate_of: original.id });
  });
});

describe('the photo lookup (band indexes, docs/decisions/057)', () => {
  /** `hash` with the bits at these positions (0 = least significant) flipped. */
  const flip = (hash: string, bits: number[]) => bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), BigInt(`0x${hash}`)).toString(16).padStart(16, '0');
  const BASE = 'a5c3f00f12345678';
  const OTHER = '0f0f0f0f99999999';

  it('finds every stored photo within 7 bits through whichever band is near, measures it against the nearest new photo, and none 8 bits away', async () => {
    const stored = await liveListing(await photos(9));
    const images = await ctx.app.db.selectFrom('listing_images').select('id').where('listing_id', '=', stored.id).orderBy('id').execute();
    // 7 bits: two in each of three bands and one in the last, so only the last band is within a bit
    const seven = flip(BASE, [0, 1, 16, 17, 32, 33, 48]);
    // 8 bits: two in every band, so no band is near: beyond the match distance
    const eight = flip(BASE, [2, 3, 18, 19, 34, 35, 50, 51]);
    const nearOther = flip(OTHER, [63]);
    const hashes = [seven, eight, nearOther, flip(BASE, [60])];
    for (const [i, image] of images.entries()) {
      await ctx.app.db.updateTable('listing_images').set(hashColumns({ hash: hashes[i]!, bands: hashBands(hashes[i]!) })).where('id', '=', image.id).execute();
    }
    const found = await ctx.app.duplicatesRepository.nearPhotos([BASE, OTHER], -1, PHOTO_MATCH_MAX_DISTANCE);
    expect(found.filter((photo) => photo.listing_id === stored.id).map(({ photo_hash, distance }) => ({ photo_hash, distance }))).toEqual([
      { photo_hash: nearOther, distance: 1 },
      { photo_hash: flip(BASE, [60]), distance: 1 },
      { photo_hash: seven, distance: 7 },
    ]);
    // the owner's own photos are never a match
    expect((await ctx.app.duplicatesRepository.nearPhotos([BASE], stored.owner.info.id, PHOTO_MATCH_MAX_DISTANCE)).some((photo) => photo.listing_id === stored.id)).toBe(false);
  });

  it('runs inside the publishing transaction without changing its settings', async () => {
    await ctx.app.db.transaction().execute(async (trx) => {
      const setting = async () => (await sql<{ value: string }>`select current_setting('max_parallel_workers_per_gather') as value`.execute(trx)).rows[0]!.value;
      const before = await setting();
      await ctx.app.duplicatesRepository.in(trx).nearPhotos([BASE], -1, PHOTO_MATCH_MAX_DISTANCE);
      expect(await setting()).toBe(before);
    });
  });
});

describe('photos stored before their sizes were kept (migration 0034)', () => {
  it('get their size recorded when the background hashing reads them again, so the quality score judges them', async () => {
    const { owner, id } = await liveListing(await photos(9));
    const images = () => ctx.app.db.selectFrom('listing_images').select(['id', 'width', 'height', 'photo_hash', 'photo_hashed_at']).where('listing_id', '=', id).orderBy('id').execute();
    const stored = await images();
    expect(stored.every((row) => row.width !== null && row.height !== null && row.photo_hash !== null)).toBe(true);
    const quality = async () => (await ctx.app.inject({ method: 'GET', url: `/api/estate/quality/${id}?lang=en`, headers: owner.headers })).json().result as { score: number; fixes: { code: string }[] };
    const judged = await quality();
    expect(judged.fixes.map((fix) => fix.code)).toContain('photos_low_resolution');

    // as such a photo is after migration 0037: a hash, no size, marked unhashed again
    await ctx.app.db.updateTable('listing_images').set({ width: null, height: null, photo_hashed_at: null }).where('listing_id', '=', id).execute();
    expect((await quality()).fixes.map((fix) => fix.code)).not.toContain('photos_low_resolution');

    while ((await hashOldPhotos(ctx.app, 50)) > 0);
    expect(await images()).toEqual(stored.map((row) => ({ ...row, photo_hashed_at: expect.any(Date) })));
    expect(await quality()).toEqual(judged);
  });
});

describe('publishing a listing of a unit the owner has on the site already', () => {
  it('holds it as a duplicate of the owner’s own listing, whatever the photos', async () => {
    const first = await liveListing(await photos(7), { room_floor: 17, rent_price: 21000 });
    // the same unit, the price within its band, other photos: a trusted owner's listing, held all the same
    const again = await listingWith(first.owner, await photos(8), { room_floor: 17, rent_price: 21500 });
    expect((await publish(first.owner, again)).status).toBe('pending');
    expect(await listingRow(ctx, again)).toMatchObject({ hold_reason: 'duplicate', duplicate_of: first.id });
    expect((await myCard(first.owner, again)).duplicate_matches).toEqual([
      { reason: 'unit', other_listing_id: first.id, other_title: expect.any(String), image_url: null, other_image_url: null, distance: null },
    ]);
  });
});

describe('the admin’s decision on a held listing', () => {
  async function held(seed: number) {
    const original = await liveListing(await photos(seed));
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await repost(seed * 10), await repost(seed * 10 + 1), await photo(2000 + seed * 2), await photo(2001 + seed * 2)], {
      contact_firstname: 'Kanya',
      contact_lastname: 'Broker',
    });
    await publish(copier, id);
    expect((await listingRow(ctx, id))?.hold_reason).toBe('duplicate');
    return { original, copier, id };
  }

  it('links them as "also listed by": it goes live, both pages name the other lister, audited', async () => {
    const { original, id } = await held(30);
    const res = await link(admin.headers, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id, status: 'publish', action: 'approve', moderation_reason: null, linked_to: original.id });
    expect(await listingRow(ctx, id)).toMatchObject({ status: 'publish', hold_reason: null, duplicate_of: null });
    const originalPage = (await view(original.id)).json().result;
    expect(originalPage.also_listed_by).toEqual([{ listing_id: id, slug_id: expect.stringMatching(new RegExp(`${id}$`)), name: 'Kanya Broker' }]);
    const linkedPage = (await view(id)).json().result;
    expect(linkedPage.also_listed_by).toEqual([{ listing_id: original.id, slug_id: expect.any(String), name: 'Somchai' }]);
    const audit = await ctx.app.db.selectFrom('admin_audit').selectAll().where('action', '=', 'listing.link').where('subject_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.info.id, subject_type: 'listing', after: expect.objectContaining({ status: 'publish', linked_to: original.id }) });
    // linked once: the listing is no longer held
    expect((await link(admin.headers, id)).statusCode).toBe(409);
  });

  it('approves it: live, no longer held, nothing linked', async () => {
    const { original, id } = await held(31);
    expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
    expect(await listingRow(ctx, id)).toMatchObject({ status: 'publish', hold_reason: null, duplicate_of: null });
    expect((await view(original.id)).json().result.also_listed_by).toEqual([]);
  });

  it('rejects it: back to the owner with the reason', async () => {
    const { copier, id } = await held(32);
    expect((await moderate(ctx, admin.headers, 'reject', id, 'These photos belong to another listing')).statusCode).toBe(200);
    expect(await myCard(copier, id)).toMatchObject({ status: 'draft', moderation_reason: 'These photos belong to another listing', hold_reason: null });
  });

  it('refuses to link a pending listing that is not held as a duplicate: 409', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(owner, await photos(40));
    await publish(owner, id);
    const res = await link(admin.headers, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'announcement not in publish status' });
    expect((await link(admin.headers, 999_999)).statusCode).toBe(404);
  });

  it('only an admin links: the owner and other users get 403, and nothing changes', async () => {
    const { copier, id } = await held(33);
    const before = await listingRow(ctx, id);
    for (const headers of [copier.headers, (await signUp(ctx)).headers]) {
      const res = await link(headers, id);
      expect(res.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/estate/link/${id}` })).statusCode).toBe(401);
    expect(await listingRow(ctx, id)).toEqual(before);
  });

  it('shows the matches to the owner only: another user cannot read the held listing', async () => {
    const { id } = await held(34);
    const stranger = await signUp(ctx, undefined, { verify: true });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/estate/${id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await view(id, stranger.headers)).statusCode).toBe(403);
    expect((await myEstate(stranger.headers)).json().result.data).toEqual([]);
  });
});

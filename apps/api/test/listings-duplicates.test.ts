import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MATCH_MAX_DISTANCE } from '@baandee/domain';
import { seededRandom } from '../src/db/seed/demo/random.js';
import { PALETTES, sceneSvg, type SceneName } from '../src/db/seed/demo/scenes.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, listingRow, masterRefs, moderate, signUpAdmin, storeComplete, uploadRequest, type MasterRefs } from './support/listings.js';
import { multipartFile } from './support/multipart.js';

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

/** A demo drawing as a phone photo: `palette` and `seed` make it another picture of the same kind. */
const drawing = (scene: SceneName, palette: number, seed = 1) => sharp(Buffer.from(sceneSvg(scene, PALETTES[palette]!, seededRandom(seed)))).resize(1000);
const photo = (scene: SceneName, palette: number, seed = 1) => drawing(scene, palette, seed).jpeg({ quality: 90 }).toBuffer();

/** The copy a re-poster makes: scaled, re-encoded, and a watermark in the corner. */
async function repost(scene: SceneName, palette: number, seed = 1): Promise<Buffer> {
  const mark = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="50"><rect width="240" height="50" rx="6" fill="#fff" fill-opacity="0.8"/><rect x="16" y="18" width="200" height="12" fill="#c0392b"/></svg>');
  const png = await drawing(scene, palette, seed).png().toBuffer();
  return sharp(png).composite([{ input: mark, gravity: 'southeast' }]).resize(700).jpeg({ quality: 60 }).toBuffer();
}

async function upload(headers: Headers, bytes: Buffer): Promise<string> {
  const res = await uploadRequest(ctx, headers, multipartFile('image', 'room.jpg', 'image/jpeg', bytes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.url;
}

/** A complete listing with these four photos (cover first); answers its id. */
async function listingWith(owner: Owner, photos: Buffer[], overrides: Record<string, unknown> = {}): Promise<number> {
  const [cover, ...gallery] = await Promise.all(photos.map((bytes) => upload(owner.headers, bytes)));
  const { id } = await storeComplete(ctx, owner.headers, refs, { cover_img: cover, gallery_img_cast: gallery, ...overrides });
  return id;
}

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
    const original = await liveListing([await photo('living', 0), await photo('bedroom', 0), await photo('kitchen', 0), await photo('tower', 0)]);
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await repost('living', 0), await photo('house', 4, 7), await repost('kitchen', 0), await photo('land', 5, 7)]);
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
    await liveListing([await photo('living', 1, 2), await photo('bedroom', 1, 2), await photo('kitchen', 1, 2), await photo('tower', 1, 2)]);
    const { owner } = await liveListing([await photo('house', 2, 3), await photo('factory', 2, 3), await photo('shop', 2, 3), await photo('land', 2, 3)], { room_floor: 3 });
    // an approved owner publishes without review: another unit, pictures of other subjects
    const id = await listingWith(owner, [await photo('townhome', 3, 4), await photo('factory', 6, 4), await photo('shop', 6, 4), await photo('land', 6, 4)], { room_floor: 4 });
    expect((await publish(owner, id)).status).toBe('publish');
    expect(await listingRow(ctx, id)).toMatchObject({ hold_reason: null, duplicate_of: null });
    expect(await myCard(owner, id)).toMatchObject({ status: 'publish', hold_reason: null, duplicate_matches: [] });
  });

  it('matches only listings on the site: a closed listing’s photos hold nothing', async () => {
    const closed = await liveListing([await photo('bedroom', 6, 9), await photo('living', 6, 9), await photo('kitchen', 6, 9), await photo('tower', 6, 9)]);
    expect((await lifecycle(ctx, closed.owner.headers, 'close', closed.id)).statusCode).toBe(200);
    const other = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(other, [await repost('bedroom', 6, 9), await repost('living', 6, 9), await photo('house', 0, 9), await photo('land', 0, 9)]);
    await publish(other, id);
    expect(await listingRow(ctx, id)).toMatchObject({ status: 'pending', hold_reason: null, duplicate_of: null });
  });

  it('hashes, when published, the photos stored before hashing existed', async () => {
    const original = await liveListing([await photo('living', 7, 11), await photo('bedroom', 7, 11), await photo('kitchen', 7, 11), await photo('tower', 7, 11)]);
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await repost('tower', 7, 11), await photo('house', 1, 11), await photo('factory', 1, 11), await photo('land', 1, 11)]);
    // as rows uploaded before migration 0027: no hash yet
    await ctx.app.db.updateTable('listing_images').set({ photo_hash: null, photo_hash_band0: null, photo_hash_band1: null, photo_hash_band2: null, photo_hash_band3: null, photo_hashed_at: null }).where('listing_id', '=', id).execute();
    await publish(copier, id);
    expect(await listingRow(ctx, id)).toMatchObject({ hold_reason: 'duplicate', duplicate_of: original.id });
    const hashed = await ctx.app.db.selectFrom('listing_images').select(['photo_hash', 'photo_hashed_at']).where('listing_id', '=', id).execute();
    expect(hashed.every((row) => row.photo_hashed_at !== null && /^[0-9a-f]{16}$/.test(row.photo_hash ?? ''))).toBe(true);
  });
});

describe('publishing a listing of a unit the owner has on the site already', () => {
  it('holds it as a duplicate of the owner’s own listing, whatever the photos', async () => {
    const first = await liveListing([await photo('living', 2, 20), await photo('bedroom', 2, 20), await photo('kitchen', 2, 20), await photo('tower', 2, 20)], { room_floor: 17, rent_price: 21000 });
    // the same unit, the price within its band, other photos: a trusted owner's listing, held all the same
    const again = await listingWith(first.owner, [await photo('house', 3, 21), await photo('shop', 3, 21), await photo('factory', 3, 21), await photo('land', 3, 21)], { room_floor: 17, rent_price: 21500 });
    expect((await publish(first.owner, again)).status).toBe('pending');
    expect(await listingRow(ctx, again)).toMatchObject({ hold_reason: 'duplicate', duplicate_of: first.id });
    expect((await myCard(first.owner, again)).duplicate_matches).toEqual([
      { reason: 'unit', other_listing_id: first.id, other_title: expect.any(String), image_url: null, other_image_url: null, distance: null },
    ]);
    // another floor is another unit
    const otherFloor = await listingWith(first.owner, [await photo('house', 4, 22), await photo('shop', 4, 22), await photo('factory', 4, 22), await photo('land', 4, 22)], { room_floor: 18, rent_price: 21000 });
    expect((await publish(first.owner, otherFloor)).status).toBe('publish');
  });
});

describe('the admin’s decision on a held listing', () => {
  async function held(palette: number, seed: number) {
    const original = await liveListing([await photo('living', palette, seed), await photo('bedroom', palette, seed), await photo('kitchen', palette, seed), await photo('tower', palette, seed)]);
    const copier = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(copier, [await repost('living', palette, seed), await repost('bedroom', palette, seed), await photo('house', (palette + 3) % 8, seed), await photo('land', (palette + 3) % 8, seed)], {
      contact_firstname: 'Kanya',
      contact_lastname: 'Broker',
    });
    await publish(copier, id);
    expect((await listingRow(ctx, id))?.hold_reason).toBe('duplicate');
    return { original, copier, id };
  }

  it('links them as "also listed by": it goes live, both pages name the other lister, audited', async () => {
    const { original, id } = await held(1, 30);
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
    const { original, id } = await held(2, 31);
    expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
    expect(await listingRow(ctx, id)).toMatchObject({ status: 'publish', hold_reason: null, duplicate_of: null });
    expect((await view(original.id)).json().result.also_listed_by).toEqual([]);
  });

  it('rejects it: back to the owner with the reason', async () => {
    const { copier, id } = await held(3, 32);
    expect((await moderate(ctx, admin.headers, 'reject', id, 'These photos belong to another listing')).statusCode).toBe(200);
    expect(await myCard(copier, id)).toMatchObject({ status: 'draft', moderation_reason: 'These photos belong to another listing', hold_reason: null });
  });

  it('refuses to link a pending listing that is not held as a duplicate: 409', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const id = await listingWith(owner, [await photo('shop', 5, 40), await photo('factory', 5, 40), await photo('house', 5, 40), await photo('land', 5, 41)]);
    await publish(owner, id);
    const res = await link(admin.headers, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'announcement not in publish status' });
    expect((await link(admin.headers, 999_999)).statusCode).toBe(404);
  });

  it('only an admin links: the owner and other users get 403, and nothing changes', async () => {
    const { copier, id } = await held(4, 33);
    const before = await listingRow(ctx, id);
    for (const headers of [copier.headers, (await signUp(ctx)).headers]) {
      const res = await link(headers, id);
      expect(res.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/estate/link/${id}` })).statusCode).toBe(401);
    expect(await listingRow(ctx, id)).toEqual(before);
  });

  it('shows the matches to the owner only: another user cannot read the held listing', async () => {
    const { id } = await held(5, 34);
    const stranger = await signUp(ctx, undefined, { verify: true });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/estate/${id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await view(id, stranger.headers)).statusCode).toBe(403);
    expect((await myEstate(stranger.headers)).json().result.data).toEqual([]);
  });
});

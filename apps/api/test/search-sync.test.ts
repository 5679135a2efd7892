import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, LISTING_LIFETIME_DAYS, normalizeSearchText } from '@baandee/domain';
import { seedListingSearch } from '../src/db/seed/listing-search.js';
import { searchWordIndex } from '../src/modules/search/search-words.js';
import { expireListings } from '../src/modules/listings/listing-expiry.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, masterRefs, moderate, signUpAdmin, store, storeComplete, type MasterRefs } from './support/listings.js';

/**
 * listing_search holds exactly the published listings, each as it is now, after every step
 * of the lifecycle (docs/decisions/015); a start finds it out of step and rebuilds it.
 */

let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '10000' });
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());


async function searchIds(): Promise<number[]> {
  return (await ctx.app.db.selectFrom('listing_search').select('listing_id').orderBy('listing_id').execute()).map((row) => row.listing_id);
}
async function publishedIds(): Promise<number[]> {
  return (await ctx.app.db.selectFrom('listings').select('id').where('status', '=', 'publish').orderBy('id').execute()).map((row) => row.id);
}
async function expectInStep(step: string, expected: number[]) {
  expect(await publishedIds(), step).toEqual(expected);
  expect(await searchIds(), step).toEqual(expected);
}
const row = (id: number) => ctx.app.db.selectFrom('listing_search').selectAll().where('listing_id', '=', id).executeTakeFirst();

describe('listing_search follows the listings', () => {
  it('equals the published set after publish, edit, un-publish, close, ban, unban, expiry and delete', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const { id: first } = await storeComplete(ctx, owner.headers, refs, { announce_title: 'Ideo Mobi Asoke ห้องมุม', rent_price: 18000, total_bedroom: 2 });
    await expectInStep('a draft', []);

    expect((await lifecycle(ctx, owner.headers, 'publish', first)).json().result.status).toBe('pending');
    await expectInStep('waiting for review', []);
    expect((await moderate(ctx, admin.headers, 'approve', first)).statusCode).toBe(200);
    await expectInStep('approved', [first]);
    const approved = await row(first);
    expect(approved).toMatchObject({ rent_price: '18000.00', sort_price: '18000.00', total_bedroom: 2, district_id: refs.address.district_id });
    expect(approved!.search_text).toContain('ideo mobi asoke ห้องมุม');
    expect(approved!.search_text).toContain('2 ห้องนอน 2 bedrooms 2 bed');
    expect(approved!.title_text).toBe('ideo mobi asoke ห้องมุม baan test residence');

    // an edit of a published listing shows at once
    const edited = await store(ctx, owner.headers, { id: first, announce_title: 'Rhythm Sukhumvit 42 วิวสวย', rent_price: 21000, furniture_cast: refs.furnitureIds });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectInStep('edited', [first]);
    expect(await row(first)).toMatchObject({ rent_price: '21000.00', furniture_ids: refs.furnitureIds });
    expect((await row(first))!.search_text).toContain('rhythm sukhumvit 42 วิวสวย');
    expect((await row(first))!.search_text).not.toContain('ideo');

    expect((await lifecycle(ctx, owner.headers, 'un-publish', first)).statusCode).toBe(200);
    await expectInStep('un-published', []);
    // the owner is trusted now: publishing again goes live at once
    expect((await lifecycle(ctx, owner.headers, 'publish', first)).json().result.status).toBe('publish');
    await expectInStep('published again', [first]);

    const { id: second } = await storeComplete(ctx, owner.headers, refs);
    expect((await lifecycle(ctx, owner.headers, 'publish', second)).json().result.status).toBe('publish');
    await expectInStep('a second one', [first, second]);

    expect((await lifecycle(ctx, owner.headers, 'close', first)).statusCode).toBe(200);
    await expectInStep('closed', [second]);

    expect((await moderate(ctx, admin.headers, 'ban', second, 'fake photos')).statusCode).toBe(200);
    await expectInStep('banned', []);
    expect((await moderate(ctx, admin.headers, 'unban', second)).statusCode).toBe(200);
    await expectInStep('unbanned (un-published)', []);
    expect((await lifecycle(ctx, owner.headers, 'publish', second)).json().result.status).toBe('publish');
    await expectInStep('published after the ban', [second]);

    await ctx.app.db.updateTable('listings').set({ expires_at: new Date(Date.now() - DAY_MS) }).where('id', '=', second).execute();
    expect(await expireListings(ctx.app, new Date())).toBe(1);
    await expectInStep(`expired after ${LISTING_LIFETIME_DAYS} days`, []);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/estate/delete/${first}`, headers: owner.headers });
    expect(del.statusCode, del.body).toBe(200);
    await expectInStep('deleted', []);
  });

  it('a start rebuilds the table when it is out of step, and leaves it alone when it is not', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: 'Lumpini Place พระราม 9' });
    // written behind the search's back, as a bulk load would
    await ctx.app.db.updateTable('listings').set({ status: 'publish', published_at: new Date() }).where('id', '=', id).execute();
    expect(await searchIds()).not.toContain(id);

    await seedListingSearch(ctx.app.db);
    expect(await searchIds()).toEqual(await publishedIds());
    expect((await row(id))!.search_text).toContain('lumpini place พระราม 9');

    // in step: nothing is rewritten
    await ctx.app.db.updateTable('listing_search').set({ search_text: 'untouched' }).where('listing_id', '=', id).execute();
    await seedListingSearch(ctx.app.db);
    expect((await row(id))!.search_text).toBe('untouched');
    await ctx.app.searchRepository.refresh([id]);
    expect((await row(id))!.search_text).not.toBe('untouched');

    // any number of listings in one refresh (an agent's account deleted, boosts ending at
    // once): more ids than a statement takes parameters, most of them gone long ago
    await ctx.app.db.updateTable('listing_search').set({ search_text: 'untouched' }).where('listing_id', '=', id).execute();
    const many = Array.from({ length: 70_000 }, (_, i) => 10_000_000 + i);
    await ctx.app.searchRepository.refresh([...many, id]);
    expect((await row(id))!.search_text).not.toBe('untouched');
    expect(await searchIds()).toEqual(await publishedIds());
  });

  it("fills each row's word ids as the index finds its spellings in the text, and again when the spellings change", async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: 'ขายทาวน์โฮม บางนา ใกล้ BTS อุดมสุข Sukhumvit', sell_price: 3_500_000 });
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
    expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
    const words = new Map([...searchWordIndex().ids].map(([word, wordId]) => [wordId, word]));
    const wordsOf = async (listingId: number) => {
      const { word_ids, search_text } = (await row(listingId))!;
      return { stored: word_ids.map((wordId) => words.get(wordId)).sort(), found: searchWordIndex().wordIds(search_text).map((wordId) => words.get(wordId)).sort() };
    };
    const written = await wordsOf(id);
    expect(written.stored).toEqual(written.found);
    expect(written.stored).toEqual(expect.arrayContaining(['ทาวน์โฮม', 'บางนา', 'bts', 'sukhumvit', 'ขาย']));
    // the master data's names are indexed too: the listing's district, with and without its prefix
    const district = await ctx.app.db.selectFrom('districts').select(['name_th', 'name_en']).where('id', '=', refs.address.district_id).executeTakeFirstOrThrow();
    expect(written.stored).toEqual(expect.arrayContaining([normalizeSearchText(district.name_th), normalizeSearchText(district.name_en)]));
    // every row holds what the index finds in its text
    for (const { listing_id } of await ctx.app.db.selectFrom('listing_search').select('listing_id').execute()) {
      const both = await wordsOf(listing_id);
      expect(both.stored, `listing ${listing_id}`).toEqual(both.found);
    }

    // a dictionary that changed (here: the table lost its words): the start fills every row again
    await ctx.app.db.deleteFrom('search_words').execute();
    await ctx.app.db.updateTable('listing_search').set({ word_ids: [] }).execute();
    await seedListingSearch(ctx.app.db);
    expect(await ctx.app.db.selectFrom('search_words').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).toEqual({ n: searchWordIndex().ids.size });
    expect((await wordsOf(id)).stored).toEqual(written.stored);
  });

  it("makes a row's texts as the keyword is made, and a rebuild writes every row as each listing's refresh wrote it", async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const title = 'ติดMRTลาดพร้าว ๓ห้องนอน คอน\u200bโด  ราคา 4.5 ล้าน';
    const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: title, rent_price: 25_000, total_bedroom: 3 });
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
    expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
    const written = (await row(id))!;
    expect(written.title_text).toBe(normalizeSearchText(`${title} Baan Test Residence`));
    expect(written.title_text).toBe('ติดmrtลาดพร้าว 3 ห้องนอน คอนโด ราคา 4 5 ล้าน baan test residence');
    expect(written.search_text).toContain('3 ห้องนอน 3 bedrooms 3 bed');
    // the keyword, normalised by the same function, finds it however it is typed
    for (const keyword of ['ติด MRT ลาดพร้าว', 'คอนโด', '๓ห้องนอน']) {
      const found = await ctx.app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent(keyword)}` });
      expect(found.json().result.data.map((listing: { id: number }) => listing.id), keyword).toContain(id);
    }

    const everyRow = () => ctx.app.db.selectFrom('listing_search').selectAll().orderBy('listing_id').execute();
    const refreshed = await everyRow();
    expect(refreshed.length).toBeGreaterThan(1);
    await ctx.app.db.deleteFrom('listing_search').execute();
    await seedListingSearch(ctx.app.db);
    // scored as the refresh scored them (docs/decisions/065)
    expect(refreshed.some((written) => written.quality_score < 100)).toBe(true);
    expect(await everyRow()).toEqual(refreshed);
  });
});

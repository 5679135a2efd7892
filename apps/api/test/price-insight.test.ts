import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SELL_TYPE, MORTGAGE_DEFAULTS, PRICE_INSIGHT_MIN_SAMPLE } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing, signUpAdmin } from './support/listings.js';

/**
 * The price insight of the listing page (issue #35, docs/decisions/058): the price per m²
 * against the median of the district's published listings of the same offer, type and
 * bedrooms, with the sample size, and no median under PRICE_INSIGHT_MIN_SAMPLE; and the
 * mortgage calculator's defaults, which the admin sets.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let districts: number[];

beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  owner = await signUp(ctx);
  admin = await signUpAdmin(ctx);
  districts = (await ctx.database.db.selectFrom('districts').select('id').where('province_id', '=', 10).orderBy('id').limit(8).execute()).map((row) => row.id);
});
afterAll(() => ctx.close());

const view = async (id: number, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

/** Published listings in one district, written straight in and brought into the search table as publishing does. */
async function listings(district: number, rows: Parameters<typeof insertListing>[2][]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) ids.push(await insertListing(ctx, owner.info.id, { district_id: district, sub_district_id: null, ...row }));
  await ctx.app.searchRepository.refresh(ids);
  return ids;
}

const rent = (rent_price: number, area_size: number, extra: Parameters<typeof insertListing>[2] = {}) => ({ sell_type: LISTING_SELL_TYPE.rent, rent_price, area_size, ...extra });
const sale = (sell_price: number, area_size: number, extra: Parameters<typeof insertListing>[2] = {}) => ({ sell_type: LISTING_SELL_TYPE.sell, rent_price: null, sell_price, area_size, ...extra });

describe('GET /api/estate/view: price per m² against the district median', () => {
  it('gives the median and the sample size of the same offer, type and bedrooms from the minimum sample up', async () => {
    // rents per m²: 400, 500, 600, 700, 1000 -> median 600
    const ids = await listings(districts[0]!, [rent(12_000, 30), rent(15_000, 30), rent(18_000, 30), rent(21_000, 30), rent(30_000, 30)]);
    // not in the group: another type, two bedrooms, another district, a sale, no area
    await listings(districts[0]!, [rent(90_000, 30, { estate_type_id: 2 }), rent(90_000, 30, { total_bedroom: 2 }), sale(9_000_000, 30), rent(90_000, 0)]);
    await listings(districts[1]!, [rent(90_000, 30)]);
    expect(PRICE_INSIGHT_MIN_SAMPLE).toBe(5);

    const page = await view(ids[0]!);
    expect(page).toMatchObject({ price_per_sqm: 400, area_median_price_per_sqm: 600, area_sample_size: 5 });
    expect(page.price_insights).toEqual([{ kind: 'rent', price_per_sqm: 400, area_median_price_per_sqm: 600, area_sample_size: 5 }]);
  });

  it('shows no median under the minimum sample, but says how many there are', async () => {
    const ids = await listings(districts[2]!, [rent(10_000, 25), rent(12_500, 25), rent(15_000, 25), rent(20_000, 25)]);
    const page = await view(ids[1]!);
    expect(page).toMatchObject({ price_per_sqm: 500, area_median_price_per_sqm: null, area_sample_size: 4 });

    // a fifth listing makes the sample: median of 400, 500, 600, 800, 1000 per m²
    await listings(districts[2]!, [rent(25_000, 25)]);
    expect(await view(ids[1]!)).toMatchObject({ area_median_price_per_sqm: 600, area_sample_size: 5 });
  });

  it('compares sales and rents separately: a sale-and-rent listing has both, the sale first; an even sample takes the mean of the middle two', async () => {
    const district = districts[3]!;
    // sales per m²: 100,000, 110,000, 120,000, 130,000, 140,000, 150,000 (+ the listing below: 90,000 -> 7 values, median 120,000)
    await listings(district, [100, 110, 120, 130, 140, 150].map((k) => sale(k * 1000 * 40, 40, { total_bedroom: 2 })));
    // rents per m² 300, 400, 500, 600 (+ the listing below: 350 -> median 400)
    await listings(district, [300, 400, 500, 600].map((perSqm) => rent(perSqm * 40, 40, { total_bedroom: 2 })));
    const [both] = await listings(district, [{ sell_type: LISTING_SELL_TYPE.both, sell_price: 3_600_000, rent_price: 14_000, area_size: 40, total_bedroom: 2 }]);
    const page = await view(both!);
    expect(page.price_insights).toEqual([
      { kind: 'sell', price_per_sqm: 90_000, area_median_price_per_sqm: 120_000, area_sample_size: 7 },
      { kind: 'rent', price_per_sqm: 350, area_median_price_per_sqm: 400, area_sample_size: 5 },
    ]);
    expect(page).toMatchObject({ price_per_sqm: 90_000, area_median_price_per_sqm: 120_000, area_sample_size: 7 });

    // six rents: 300, 350, 400, 500, 600, 700 -> the mean of 400 and 500
    await listings(district, [rent(700 * 40, 40, { total_bedroom: 2 })]);
    expect((await view(both!)).price_insights[1]).toMatchObject({ area_median_price_per_sqm: 450, area_sample_size: 6 });
  });

  it('counts four bedrooms and more as one group, and follows price changes and unpublishing', async () => {
    const district = districts[4]!;
    const ids = await listings(district, [4, 5, 6, 4, 7].map((bedrooms, i) => sale((i + 1) * 5_000_000, 100, { total_bedroom: bedrooms })));
    // per m²: 50,000 .. 250,000 -> median 150,000
    expect(await view(ids[0]!)).toMatchObject({ area_median_price_per_sqm: 150_000, area_sample_size: 5 });

    // a price change: the row is refreshed in the same transaction as the change
    await ctx.database.db.updateTable('listings').set({ sell_price: 100_000_000 }).where('id', '=', ids[1]!).execute();
    await ctx.app.searchRepository.refresh([ids[1]!]);
    // 50,000, 150,000, 200,000, 250,000, 1,000,000 -> 200,000
    expect(await view(ids[0]!)).toMatchObject({ area_median_price_per_sqm: 200_000, area_sample_size: 5 });

    await ctx.database.db.updateTable('listings').set({ status: 'closed' }).where('id', '=', ids[4]!).execute();
    await ctx.app.searchRepository.refresh([ids[4]!]);
    expect(await view(ids[0]!)).toMatchObject({ area_median_price_per_sqm: null, area_sample_size: 4 });
  });

  it('has no price per m² without an area, and the owner sees an unpublished listing against the published ones', async () => {
    const [noArea] = await listings(districts[5]!, [rent(15_000, 0)]);
    expect(await view(noArea!)).toMatchObject({ price_per_sqm: null, area_median_price_per_sqm: null, area_sample_size: 0, price_insights: [] });

    const published = await listings(districts[5]!, [1, 2, 3, 4, 5].map((k) => rent(k * 10_000, 50)));
    const draft = await insertListing(ctx, owner.info.id, { status: 'draft', district_id: districts[5]!, sub_district_id: null, rent_price: 5_000, area_size: 50 });
    expect(published).toHaveLength(5);
    expect(await view(draft, owner.headers)).toMatchObject({ price_per_sqm: 100, area_median_price_per_sqm: 600, area_sample_size: 5 });
  });
});

describe('mortgage calculator defaults', () => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const put = (payload: unknown, headers: Record<string, string>) => ctx.app.inject({ method: 'PUT', url: '/api/admin/mortgage-settings', headers, payload: payload as object });

  it('answers the documented defaults until an admin saves others, then those, with an audit entry', async () => {
    expect((await get('/api/mortgage-settings')).json().result).toEqual({ ...MORTGAGE_DEFAULTS, source: 'default', updated_at: null });

    const saved = await put({ loan_share_percent: 80, years: 25, annual_rate_percent: 5.875 }, admin.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ loan_share_percent: 80, years: 25, annual_rate_percent: 5.875, source: 'admin' });
    expect((await get('/api/mortgage-settings')).json().result).toMatchObject({ loan_share_percent: 80, years: 25, annual_rate_percent: 5.875, source: 'admin' });
    expect((await get('/api/admin/mortgage-settings', admin.headers)).json().result).toMatchObject({ years: 25 });

    await put({ loan_share_percent: 80, years: 20, annual_rate_percent: 5.875 }, admin.headers);
    const trail = await ctx.database.db.selectFrom('admin_audit').select(['action', 'actor_id', 'before', 'after']).where('action', '=', 'mortgage.save').orderBy('id').execute();
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({ actor_id: admin.info.id, before: null });
    expect(trail[1]).toMatchObject({ before: { years: 25 }, after: { years: 20 } });
  });

  it('refuses out-of-range values with field errors and changes nothing', async () => {
    const before = (await get('/api/mortgage-settings')).json().result;
    const res = await put({ loan_share_percent: 120, years: 2.5, annual_rate_percent: -1 }, admin.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'invalid input',
      errors: { loan_share_percent: ['loan share out of range'], years: ['loan years out of range'], annual_rate_percent: ['interest rate out of range'] },
    });
    expect((await put({ loan_share_percent: 'ninety', years: 30, annual_rate_percent: 6 }, admin.headers)).json().errors).toEqual({ loan_share_percent: ['must be a number'] });
    expect((await get('/api/mortgage-settings')).json().result).toEqual(before);
  });

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    const body = { loan_share_percent: 90, years: 30, annual_rate_percent: 6 };
    expect((await put(body, {})).statusCode).toBe(401);
    expect((await put(body, owner.headers)).statusCode).toBe(403);
    expect((await get('/api/admin/mortgage-settings', owner.headers)).statusCode).toBe(403);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFormBody } from '@baandee/contracts';
import { draftProblems, LISTING_SELL_TYPES, LISTING_SELL_TYPE, LISTING_TEXT_LIMITS, PACKAGE_OPENING99 } from '@baandee/domain';
import { seedPackages } from '../src/db/seed/packages.js';
import { listingFacts, loadWriterCatalogue } from '../src/modules/listing-text/listing-facts.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { startChatModel } from './support/chat-model.js';
import { uniqueReference } from './support/credits.js';
import { masterRefs, type MasterRefs } from './support/listings.js';

type Headers = Record<string, string>;
const draft = (ctx: TestContext, headers: Headers, body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/estate/draft-text', headers, payload: body });

/** An approved OPENING99 purchase, as the admin's approval of the buyer's slip leaves it. */
async function holdPackage(ctx: TestContext, userId: number) {
  const pack = await ctx.app.db.selectFrom('packages').select(['id', 'price_satang', 'credits']).where('code', '=', PACKAGE_OPENING99.code).executeTakeFirstOrThrow();
  await ctx.app.db
    .insertInto('payments')
    .values({ user_id: userId, kind: 'purchase', status: 'approved', amount_satang: pack.price_satang, reference: uniqueReference(), package_id: pack.id, credits: pack.credits, decided_at: new Date() })
    .execute();
}

async function stationNames(ctx: TestContext, id: number) {
  return ctx.app.db.selectFrom('train_stations').select(['name_th', 'name_en']).where('id', '=', id).executeTakeFirstOrThrow();
}

const form = (refs: MasterRefs) => ({
  sell_type: LISTING_SELL_TYPE.rent,
  estate_type_id: refs.estateTypeIds[0],
  project_estate_name: 'Baan Test Residence',
  area_size: 35.5,
  total_bedroom: 1,
  total_restroom: 1,
  rent_price: 15000,
  deposit_price: 30000,
  is_pet_allow: 1,
  is_cooking_allow: 0,
  is_smoking_allow: 0,
  furniture_cast: refs.furnitureIds,
  facility_cast: refs.facilityIds,
  ...refs.address,
  nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 0.45 }],
});

describe('POST /api/estate/draft-text with the built-in writer', () => {
  let ctx: TestContext;
  let refs: MasterRefs;
  beforeAll(async () => {
    ctx = await createTestApp(FAST_HASH);
    refs = await masterRefs(ctx);
  });
  afterAll(() => ctx.close());

  it('is for signed-in owners only', async () => {
    const res = await draft(ctx, {}, form(refs));
    expect(res.statusCode).toBe(401);
  });

  it('drafts the title and description in Thai and English from the form, and saves nothing', async () => {
    const { headers, info } = await signUp(ctx);
    const res = await draft(ctx, headers, form(refs));
    expect(res.statusCode, res.body).toBe(200);
    const { th, en } = res.json().result;
    const station = await stationNames(ctx, refs.station.id);
    expect(th.announce_title).toContain('Baan Test Residence');
    expect(th.announce_description).toContain('ค่าเช่า 15,000 บาท/เดือน');
    expect(th.announce_description).toContain('เงินมัดจำ 30,000 บาท');
    expect(th.announce_description).toContain('เลี้ยงสัตว์ได้');
    // the boxes left unticked claim nothing either way
    expect(th.announce_description).not.toMatch(/ทำอาหาร|สูบบุหรี่/);
    expect(th.announce_description).toContain(station.name_th);
    expect(en.announce_description).toContain('Rent: 15,000 THB/month');
    expect(en.announce_description).toContain(station.name_en);
    // the standard draft: the nearest station, no neighbourhood paragraph with distances
    expect(th.announce_description).not.toContain('450 ม.');
    expect(th.announce_title.length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.title);
    expect(await ctx.app.db.selectFrom('listings').select('id').where('user_id', '=', info.id).execute()).toEqual([]);
  });

  it('gives a package holder the long description: the district, the station with its distance', async () => {
    const { headers, info } = await signUp(ctx);
    const standard = (await draft(ctx, headers, form(refs))).json().result;
    await holdPackage(ctx, info.id);
    const res = await draft(ctx, headers, form(refs));
    expect(res.statusCode, res.body).toBe(200);
    const { th, en } = res.json().result;
    const district = await ctx.app.db.selectFrom('districts').select(['name_th', 'name_en']).where('id', '=', refs.address.district_id).executeTakeFirstOrThrow();
    const station = await stationNames(ctx, refs.station.id);
    expect(th.announce_description).toMatch(/ทำเลและ(การเดินทาง|สถานที่ใกล้เคียง)/);
    expect(th.announce_description).toContain(district.name_th);
    expect(th.announce_description).toContain(`${station.name_th} ระยะ 450 ม.`);
    expect(en.announce_description).toContain(`${station.name_en}: 450 m`);
    expect(th.announce_description.length).toBeGreaterThan(standard.th.announce_description.length);
  });

  it("never lets a station's distance read as another station's name (ARL Ramkhamhaeng 12 km is not MRT Ramkhamhaeng 12)", async () => {
    const catalogue = await loadWriterCatalogue(ctx.app.masterDataRepository);
    const stations = await ctx.app.db.selectFrom('train_stations').innerJoin('train_lines', 'train_lines.id', 'train_stations.train_line_id').select(['train_stations.id', 'train_lines.train_type_id', 'train_stations.name_th']).execute();
    // a station whose name, a space and a number is another station's name
    const pairs = stations.flatMap((near) => stations.filter((other) => other.name_th.startsWith(`${near.name_th} `) && /^\d+$/.test(other.name_th.slice(near.name_th.length + 1))).map((other) => ({ near, km: Number(other.name_th.slice(near.name_th.length + 1)) })));
    expect(pairs.filter((pair) => pair.km <= 20).length).toBeGreaterThan(0);
    const holder = await signUp(ctx);
    await holdPackage(ctx, holder.info.id);
    for (const { near, km } of pairs.filter((pair) => pair.km <= 20).slice(0, 3)) {
      const body = { sell_type: LISTING_SELL_TYPE.sell, nearby_station_cast: [{ train_type_id: near.train_type_id, train_station_id: near.id, distance: km }] };
      const res = await draft(ctx, holder.headers, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(draftProblems(res.json().result, listingFacts(listingFormBody.parse(body), catalogue), catalogue.vocabulary)).toEqual([]);
    }
  });

  it('claims nothing the form lacks, for random forms through the endpoint (standard and long)', async () => {
    const owner = await signUp(ctx);
    const holder = await signUp(ctx);
    await holdPackage(ctx, holder.info.id);
    const catalogue = await loadWriterCatalogue(ctx.app.masterDataRepository);
    const ids = (items: { id: number }[]) => fc.uniqueArray(fc.constantFrom(...items.map((item) => item.id)), { maxLength: 8 });
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const body = fc.record(
      {
        sell_type: fc.constantFrom(...LISTING_SELL_TYPES),
        estate_type_id: fc.constantFrom(...catalogue.vocabulary.estateTypes.map((item) => item.id)),
        project_estate_name: fc.constantFrom('Ideo Q Sukhumvit 36', 'ศุภาลัย ปาร์ค', 'Noble 24'),
        area_size: fc.integer({ min: 1, max: 5000 }),
        room_floor: fc.integer({ min: 1, max: 60 }),
        total_bedroom: fc.integer({ min: 0, max: 6 }),
        total_restroom: fc.integer({ min: 0, max: 6 }),
        car_park_size: fc.integer({ min: 0, max: 3 }),
        is_pet_allow: fc.constantFrom(0, 1),
        is_smoking_allow: fc.constantFrom(0, 1),
        rent_price: fc.integer({ min: 1000, max: 500_000 }),
        sell_price: fc.integer({ min: 100_000, max: 90_000_000 }),
        deposit_price: fc.integer({ min: 0, max: 1_000_000 }),
        district_id: fc.constantFrom(...catalogue.vocabulary.districts.map((item) => item.id)),
        furniture_cast: ids(catalogue.vocabulary.furniture),
        facility_cast: ids(catalogue.vocabulary.facilities),
        nearby_station_cast: fc.uniqueArray(
          fc.record({ train_type_id: fc.constant(1), train_station_id: fc.constantFrom(...catalogue.vocabulary.stations.map((item) => item.id)), distance: fc.integer({ min: 0, max: 20_000 }).map((m) => m / 1000) }),
          { maxLength: 4, selector: (row) => row.train_station_id },
        ),
        room_view_id: maybe(fc.constantFrom(1, 2, 3, 4, 5, 6)),
      },
      { requiredKeys: ['sell_type'] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (form, isHolder) => {
        const res = await draft(ctx, (isHolder ? holder : owner).headers, form);
        expect(res.statusCode, res.body).toBe(200);
        const facts = listingFacts(listingFormBody.parse(form), catalogue);
        expect(draftProblems(res.json().result, facts, catalogue.vocabulary)).toEqual([]);
      }),
      // no shrinking: each try is a call the owner's hourly drafting allowance counts, and a
      // shrink would end in 'too many requests' instead of the form that failed
      { numRuns: 25, endOnFailure: true },
    );
  });

  it('drafts from an empty form too, and answers bad input with the field errors', async () => {
    const { headers } = await signUp(ctx);
    const empty = await draft(ctx, headers, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().result.th.announce_title.length).toBeGreaterThan(0);
    const far = await draft(ctx, headers, { ...form(refs), nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 25 }] });
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({ status: 'error', message: 'invalid input', errors: { 'nearby_station_cast.0.distance': ['distance over 20 km'] } });
  });
});

describe("OPENING99's details say what this install does", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(FAST_HASH);
  });
  afterAll(() => ctx.close());
  const opening99 = () => ctx.app.db.selectFrom('packages').select(['details_th', 'details_en']).where('code', '=', PACKAGE_OPENING99.code).executeTakeFirstOrThrow();

  it('"written for you" without a model, "AI-written" with one; an admin\'s own wording is kept', async () => {
    expect(await opening99()).toMatchObject({ details_en: expect.stringContaining('written for you'), details_th: expect.stringContaining('เขียนหัวข้อและรายละเอียดประกาศให้') });
    expect((await opening99()).details_en).not.toMatch(/AI-written/);
    await seedPackages(ctx.app.db, { listingTextByModel: true });
    expect((await opening99()).details_en).toMatch(/AI-written listing content/);
    await seedPackages(ctx.app.db, { listingTextByModel: false });
    expect((await opening99()).details_en).toMatch(/written for you/);
    await ctx.app.db.updateTable('packages').set({ details_en: 'Our own words' }).where('code', '=', PACKAGE_OPENING99.code).execute();
    await seedPackages(ctx.app.db, { listingTextByModel: true });
    expect((await opening99()).details_en).toBe('Our own words');
  });
});

describe('POST /api/estate/draft-text with a model endpoint configured', () => {
  let ctx: TestContext;
  let refs: MasterRefs;
  let model: Awaited<ReturnType<typeof startChatModel>>;
  let builtIn: unknown;
  let headers: Headers;
  beforeAll(async () => {
    model = await startChatModel();
    ctx = await createTestApp({ ...FAST_HASH, LLM_API_URL: model.url, LLM_API_KEY: 'sk-test-key', LLM_MODEL: 'listing-writer-1', LLM_TIMEOUT_SECONDS: '0.5' });
    refs = await masterRefs(ctx);
    ({ headers } = await signUp(ctx));
    // what the built-in writer answers for this form (the model failing)
    model.behave({ status: 500 });
    builtIn = (await draft(ctx, headers, form(refs))).json().result;
  });
  afterAll(async () => {
    await ctx.close();
    await model.close();
  });

  const honest = {
    th: { announce_title: 'ให้เช่าคอนโด Baan Test Residence 1 ห้องนอน 15,000 บาท/เดือน', announce_description: 'คอนโดห้องสวย Baan Test Residence ขนาด 35.5 ตร.ม. ค่าเช่าเดือนละ 15,000 บาท เงินมัดจำ 30,000 บาท เลี้ยงสัตว์ได้' },
    en: { announce_title: 'Condo for rent at Baan Test Residence, 1 bedroom', announce_description: 'A bright 35.5 sq.m condo at Baan Test Residence. Rent 15,000 THB a month, deposit 30,000 THB. Pets allowed.' },
  };

  it("shows the model's draft when every claim in it is a field of the form, asked with the key, the model and the facts", async () => {
    model.behave({ answer: honest });
    const res = await draft(ctx, headers, form(refs));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual(honest);
    const asked = model.requests.at(-1)!;
    expect(asked.path).toBe('/v1/chat/completions');
    expect(asked.authorization).toBe('Bearer sk-test-key');
    expect(asked.body.model).toBe('listing-writer-1');
    const facts = JSON.parse((asked.body.messages as { content: string }[])[1]!.content);
    expect(facts).toMatchObject({ sellType: 'rent', project: 'Baan Test Residence', rentPrice: 15000, rules: { pets: true } });
  });

  it("refuses a model's draft that claims what the form does not hold, and shows the built-in draft", async () => {
    const lies = [
      { ...honest, th: { ...honest.th, announce_description: `${honest.th.announce_description} ใกล้ BTS อโศก` } },
      { ...honest, en: { ...honest.en, announce_description: 'Rent 14,000 THB a month.' } },
      { ...honest, en: { ...honest.en, announce_title: 'Condo for sale at Baan Test Residence' } },
      { ...honest, th: { ...honest.th, announce_description: 'ห้ามเลี้ยงสัตว์' } },
    ];
    for (const answer of lies) {
      model.behave({ answer });
      const res = await draft(ctx, headers, form(refs));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toEqual(builtIn);
    }
  });

  it('falls back to the built-in draft when the model is slow, fails or answers something else', async () => {
    for (const behaviour of [{ delayMs: 1500, answer: honest }, { status: 500 }, { status: 429 }, { raw: 'not json' }, { answer: 'Here is your listing!' }, { answer: { th: honest.th } }]) {
      model.behave(behaviour);
      const started = Date.now();
      const res = await draft(ctx, headers, form(refs));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toEqual(builtIn);
      expect(Date.now() - started).toBeLessThan(1400);
    }
  });
});

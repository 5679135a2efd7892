import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUALITY_RANK_SPAN_SECONDS,
  qualityRankDelaySeconds,
  descriptionFacts,
  listingQuality,
  QUALITY_DESCRIPTION_TARGET_CHARS,
  QUALITY_FIX_CODES,
  QUALITY_PHOTO_TARGET,
  qualityFixPlace,
  type QualityInput,
  type QualityListing,
  type QualityPhoto,
} from '../src/listing-quality.js';
import { DAY_MS } from '../src/constants.js';

const NOW = new Date('2026-12-03T10:00:00Z');

/** A description that says everything a seeker asks about a condo, in Thai, and is long enough. */
const FULL_THAI =
  'คอนโดห้องมุม 1 ห้องนอน 1 ห้องน้ำ ขนาด 35 ตร.ม. อยู่ชั้น 12 วิวเมือง เดินไปสถานีรถไฟฟ้า MRT ห้วยขวาง 5 นาที ' +
  'ห้องตกแต่งครบ มีเครื่องปรับอากาศสองเครื่อง ตู้เย็น เครื่องซักผ้า เตียงและตู้เสื้อผ้าบิวท์อิน ห้องครัวแยกเป็นสัดส่วน ' +
  'ส่วนกลางมีสระว่ายน้ำ ฟิตเนส ที่จอดรถ และรปภ. ตลอด 24 ชั่วโมง ใกล้ห้างเซ็นทรัลพระราม 9 ตลาดนัดรถไฟ และโรงพยาบาล ' +
  'เหมาะกับคนทำงานย่านรัชดาและพระราม 9 เข้าอยู่ได้ทันที ติดต่อดูห้องได้ทุกวัน ยินดีให้ข้อมูลเพิ่มเติม';

const sharp = (role: QualityPhoto['role'] = 'gallery'): QualityPhoto => ({ role, width: 1600, height: 1200, plain: false });

function complete(): QualityInput {
  const listing: QualityListing = {
    status: 'draft',
    estate_type_slug: 'condo',
    sell_type: 'เช่า',
    released_year: 2018,
    total_floor: 30,
    room_floor: 12,
    direction: 'N',
    room_view_id: 1,
    room_prominent_id: 1,
    maintenance_fee: 1500,
    deposit_price: 30000,
    insurance_fee: 15000,
    water_price_per_unit: 18,
    electricity_price_per_unit: 7,
    address_short: 'ซอยประชาราษฎร์บำเพ็ญ',
    road: 'รัชดาภิเษก',
    location_lat: 13.77,
    location_lng: 100.57,
    announce_description: FULL_THAI,
    contact_email: 'owner@example.com',
    contact_line: null,
    furniture_count: 3,
    facility_count: 2,
    station_count: 1,
    place_count: 0,
    published_at: null,
  };
  return {
    listing,
    photos: [sharp('cover'), ...Array.from({ length: QUALITY_PHOTO_TARGET - 1 }, () => sharp())],
    prices: [{ kind: 'rent', price_per_sqm: 430, area_median_price_per_sqm: 420 }],
    confirmedAt: null,
    now: NOW,
  };
}

const withListing = (changes: Partial<QualityListing>): QualityInput => {
  const input = complete();
  return { ...input, listing: { ...input.listing, ...changes } };
};
const codes = (input: QualityInput) => listingQuality(input).fixes.map((fix) => fix.code);

describe('listingQuality', () => {
  it('gives a listing with everything a seeker needs 100 and no fix', () => {
    expect(listingQuality(complete())).toEqual({ score: 100, fixes: [] });
  });

  it('asks for the photos missing up to the target, one point-share each', () => {
    const input = { ...complete(), photos: [sharp('cover'), sharp(), sharp(), sharp()] };
    const quality = listingQuality(input);
    expect(quality.fixes).toEqual([{ code: 'photos_few', points: 10, values: { count: 4 } }]);
    expect(quality.score).toBe(90);
    const more = listingQuality({ ...complete(), photos: [sharp('cover'), ...Array.from({ length: 5 }, () => sharp())] });
    expect(more.score).toBeGreaterThan(quality.score);
  });

  it('counts the photos whose long side is under 1024 px, and ignores photos not measured', () => {
    const input = complete();
    input.photos = [sharp('cover'), { role: 'gallery', width: 640, height: 480, plain: false }, ...input.photos.slice(2)];
    expect(listingQuality(input).fixes).toEqual([{ code: 'photos_low_resolution', points: 10 / 8, values: { count: 1, min: 1024 } }]);
    input.photos = input.photos.map((photo) => ({ ...photo, width: null, height: null }));
    expect(listingQuality(input)).toEqual({ score: 100, fixes: [] });
  });

  it('judges the cover: missing, smaller than the cover box, portrait, or a plain picture', () => {
    const photos = complete().photos.slice(1);
    expect(codes({ ...complete(), photos: [...photos, sharp()] })).toEqual(['cover_missing']);
    expect(codes({ ...complete(), photos: [{ role: 'cover', width: 800, height: 600, plain: false }, ...photos] })).toEqual(['cover_small', 'photos_low_resolution']);
    expect(codes({ ...complete(), photos: [{ role: 'cover', width: 1200, height: 1600 } as QualityPhoto, ...photos].map((p) => ({ ...p, plain: false })) })).toEqual([
      'cover_portrait',
    ]);
    expect(codes({ ...complete(), photos: [{ ...sharp('cover'), plain: true }, ...photos] })).toEqual(['cover_plain']);
  });

  it('asks for a longer description, in proportion to what is missing', () => {
    const text = 'ก'.repeat(200);
    const quality = listingQuality(withListing({ announce_description: text }));
    const fix = quality.fixes.find((item) => item.code === 'description_short')!;
    expect(fix.values).toEqual({ length: 200, target: QUALITY_DESCRIPTION_TARGET_CHARS });
    expect(fix.points).toBeCloseTo(5);
  });

  it('names each fact the description leaves out, in Thai and in English', () => {
    const english =
      'Bright 1 bedroom unit of 35 sqm on the 12th floor, with a walk-in shower. Five minutes walk to BTS Ari. '.repeat(4);
    expect(descriptionFacts(withListing({ announce_description: english }).listing)).toEqual({ mentioned: ['bedroom', 'bathroom', 'size', 'floor', 'travel'], missing: [] });
    const noBath = 'ห้องนอนใหญ่ ขนาด 40 ตารางเมตร ชั้น 8 ใกล้ BTS อารีย์ '.repeat(12);
    expect(codes(withListing({ announce_description: noBath }))).toEqual(['description_no_bathroom']);
    const quality = listingQuality(withListing({ announce_description: 'Nice room, great value, contact me today for a viewing. '.repeat(8) }));
    expect(quality.fixes.map((fix) => fix.code)).toEqual(['description_no_bedroom', 'description_no_bathroom', 'description_no_size', 'description_no_floor', 'description_no_travel']);
    expect(quality.score).toBe(85);
  });

  it('asks land for its size and access only, not for bedrooms or floors', () => {
    const land = withListing({ estate_type_slug: 'land', sell_type: 'ขาย', announce_description: 'ที่ดินเปล่า ถมแล้ว ติดถนนใหญ่ '.repeat(20) });
    expect(codes(land)).toEqual(['description_no_size', 'description_no_travel']);
  });

  it('lists the optional fields left empty, one fix per step of the form', () => {
    const quality = listingQuality(withListing({ released_year: null, total_floor: null, deposit_price: null, furniture_count: 0, contact_email: null }));
    expect(quality.fixes.map((fix) => [fix.code, fix.values.fields])).toEqual([
      ['fields_info', ['released_year', 'total_floor']],
      ['fields_price', ['deposit_price']],
      ['fields_facility', ['furniture_cast']],
      ['fields_post', ['contact_line']],
    ]);
    // a sale listing is not asked for a deposit
    expect(codes(withListing({ sell_type: 'ขาย', deposit_price: null }))).toEqual([]);
  });

  it('asks for the map pin', () => {
    expect(listingQuality(withListing({ location_lat: null, location_lng: null }))).toEqual({ score: 95, fixes: [{ code: 'map_pin', points: 5, values: {} }] });
  });

  it('flags a price per m² far from the area median, more the further off, and not without a median', () => {
    const priced = (price_per_sqm: number, median: number | null = 400) => listingQuality({ ...complete(), prices: [{ kind: 'rent', price_per_sqm, area_median_price_per_sqm: median }] });
    expect(priced(480).fixes).toEqual([]); // 20 % above: within the tolerance
    expect(priced(560).fixes).toEqual([{ code: 'rent_price_above_median', points: expect.closeTo(20 / 3), values: { percent: 40, median: 400 } }]);
    expect(priced(800).fixes[0]!.points).toBe(10);
    expect(priced(200).fixes[0]).toMatchObject({ code: 'rent_price_below_median', values: { percent: 50 } });
    expect(priced(2000, null).fixes).toEqual([]);
    // a sale and rent listing shares the weight between its two offers
    const both = listingQuality({
      ...complete(),
      prices: [
        { kind: 'sell', price_per_sqm: 200_000, area_median_price_per_sqm: 100_000 },
        { kind: 'rent', price_per_sqm: 400, area_median_price_per_sqm: 400 },
      ],
    });
    expect(both.fixes).toEqual([{ code: 'sell_price_above_median', points: 5, values: { percent: 100, median: 100_000 } }]);
  });

  it('weighs freshness from the later of the publication and the confirmation', () => {
    const published = (days: number) => withListing({ status: 'publish', published_at: new Date(NOW.getTime() - days * DAY_MS) });
    expect(codes(published(10))).toEqual([]);
    const stale = listingQuality(published(37));
    expect(stale.fixes).toEqual([{ code: 'confirm_available', points: 2.5, values: { days: 37 } }]);
    expect(listingQuality(published(60)).fixes[0]!.points).toBe(5);
    expect(listingQuality({ ...published(37), confirmedAt: new Date(NOW.getTime() - 3 * DAY_MS) }).fixes).toEqual([]);
    // a draft is as fresh as its next publication
    expect(codes(withListing({ status: 'draft', published_at: new Date(NOW.getTime() - 50 * DAY_MS) }))).toEqual([]);
  });

  it('scores an empty draft low, and places every fix in the form or my listings', () => {
    const empty: QualityInput = {
      listing: Object.fromEntries(Object.keys(complete().listing).map((key) => [key, null])) as unknown as QualityListing,
      photos: [],
      prices: [],
      now: NOW,
    };
    empty.listing = { ...empty.listing, status: 'draft', furniture_count: 0, facility_count: 0, station_count: 0, place_count: 0 };
    const quality = listingQuality(empty);
    // only the price (no district to compare in) and freshness (not on the site) cannot be judged
    expect(quality.score).toBe(15);
    expect(quality.fixes[0]).toEqual({ code: 'photos_few', points: 30, values: { count: QUALITY_PHOTO_TARGET } });
    for (const code of QUALITY_FIX_CODES) expect(['info', 'price', 'room', 'facility', 'post', 'my-listings']).toContain(qualityFixPlace(code));
    expect(qualityFixPlace('fields_room')).toBe('room');
    expect(qualityFixPlace('rent_price_above_median')).toBe('price');
    expect(qualityFixPlace('map_pin')).toBe('info');
    expect(qualityFixPlace('photos_few')).toBe('post');
  });

  it('keeps the score in 0..100, 100 exactly without a fix, and 100 minus the fixes\' points rounded down', () => {
    const photo = fc.record({
      role: fc.constantFrom<'cover' | 'gallery'>('cover', 'gallery'),
      width: fc.option(fc.integer({ min: 1, max: 1600 })),
      height: fc.option(fc.integer({ min: 1, max: 1200 })),
      plain: fc.boolean(),
    });
    const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
    const arbitrary = fc.record({
      photos: fc.array(photo, { maxLength: 12 }),
      prices: fc.array(fc.record({ kind: fc.constantFrom<'sell' | 'rent'>('sell', 'rent'), price_per_sqm: fc.integer({ min: 1, max: 500_000 }), area_median_price_per_sqm: maybe(fc.integer({ min: 1, max: 500_000 })) }), { maxLength: 2 }),
      slug: maybe(fc.constantFrom('condo', 'house', 'land', 'factory', 'business-lease')),
      description: maybe(fc.string({ maxLength: 600 })),
      pinned: fc.boolean(),
      publishedDaysAgo: maybe(fc.integer({ min: 0, max: 90 })),
      empty: fc.array(fc.constantFrom('released_year', 'total_floor', 'road', 'direction', 'maintenance_fee', 'deposit_price') as fc.Arbitrary<keyof QualityListing>, { maxLength: 6 }),
    });
    fc.assert(
      fc.property(arbitrary, (sample) => {
        const input = withListing({
          estate_type_slug: sample.slug,
          announce_description: sample.description,
          ...(sample.pinned ? {} : { location_lat: null }),
          status: sample.publishedDaysAgo === null ? 'draft' : 'publish',
          published_at: sample.publishedDaysAgo === null ? null : new Date(NOW.getTime() - sample.publishedDaysAgo * DAY_MS),
          ...Object.fromEntries(sample.empty.map((key) => [key, null])),
        });
        const quality = listingQuality({ ...input, photos: sample.photos.map((p) => ({ ...p, width: p.width ?? null, height: p.height ?? null })), prices: sample.prices });
        const lost = quality.fixes.reduce((sum, fix) => sum + fix.points, 0);
        expect(quality.score).toBeGreaterThanOrEqual(0);
        expect(quality.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(quality.score)).toBe(true);
        expect(quality.score === 100).toBe(quality.fixes.length === 0);
        expect(quality.score).toBe(Math.max(0, Math.floor(100 - lost + 1e-9)));
        for (const fix of quality.fixes) expect(fix.points).toBeGreaterThan(0);
        const points = quality.fixes.map((fix) => fix.points);
        expect(points).toEqual([...points].sort((a, b) => b - a));
      }),
      { numRuns: 300, seed: 34 },
    );
  });
});

describe('qualityRankDelaySeconds (docs/decisions/065)', () => {
  it('moves a listing back by 14.4 minutes a missing point, a day at most, never forward, in whole seconds; a stale one by the whole day', () => {
    expect(qualityRankDelaySeconds(100, false)).toBe(0);
    expect(qualityRankDelaySeconds(99, false)).toBe(864);
    expect(qualityRankDelaySeconds(0, false)).toBe(QUALITY_RANK_SPAN_SECONDS);
    expect(QUALITY_RANK_SPAN_SECONDS).toBe(86_400);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (a, b, stale) => {
        const [da, db] = [qualityRankDelaySeconds(a, stale), qualityRankDelaySeconds(b, stale)];
        expect(Number.isInteger(da)).toBe(true);
        expect(da).toBeGreaterThanOrEqual(0);
        expect(da).toBeLessThanOrEqual(QUALITY_RANK_SPAN_SECONDS);
        // a higher score is never moved further back; stale ones all the whole day
        if (stale) expect(da).toBe(QUALITY_RANK_SPAN_SECONDS);
        else if (a > b) expect(da).toBeLessThan(db);
      }),
    );
  });
});

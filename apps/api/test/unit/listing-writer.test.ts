import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftProblems, EMPTY_FACTS, LISTING_TEXT_LIMITS, writeListingDraft, type ListingDraft, type ListingFacts } from '@baandee/domain';
import { listingFacts, vocabulary } from '../support/listing-facts.js';

const texts = (draft: ListingDraft) => [draft.th.announce_title, draft.th.announce_description, draft.en.announce_title, draft.en.announce_description];
const lengths = ['standard', 'long'] as const;
const runs = { numRuns: 300 };

/** Thai combining vowels and tone marks: a space before one splits a syllable. */
const THAI_MARK = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u;

describe('the built-in listing writer: no invented facts', () => {
  it('claims only what the form holds: every number, station, facility, furniture, rule, view and sell type of the draft is a field', () => {
    fc.assert(
      fc.property(listingFacts, fc.constantFrom(...lengths), (facts, length) => {
        expect(draftProblems(writeListingDraft(facts, length), facts, vocabulary)).toEqual([]);
      }),
      runs,
    );
  });

  it('reads "no smoking" as a rule not allowed though a nearby place is called No (a case the property found)', () => {
    const facts: ListingFacts = { ...EMPTY_FACTS, sellType: 'rent', rules: { pets: true, cooking: true, smoking: false }, places: [{ name: 'No', type: null, distance: 0 }] };
    const draft = writeListingDraft(facts, 'standard');
    expect(draft.en.announce_description.toLowerCase()).toContain('no smoking');
    expect(draftProblems(draft, facts, vocabulary)).toEqual([]);
  });

  it('reads a rent beside a station whose name ends in a number as that rent, not as another station (a case the property found)', () => {
    const facts: ListingFacts = {
      ...EMPTY_FACTS,
      sellType: 'rent',
      estateType: { id: 1, th: 'คอนโด', en: 'Condo', slug: 'condo' },
      project: 'Aa',
      district: { id: 1001, th: 'เขตพระนคร', en: 'Khet Phra Nakhon' },
      province: { id: 10, th: 'กรุงเทพมหานคร', en: 'Bangkok' },
      totalFloors: 1,
      rules: { pets: true, cooking: true, smoking: true },
      rentPrice: 120_000_043,
      stations: [{ id: 178, type: 'MRT', name: { th: 'รามคำแหง', en: 'Ramkhamhaeng' }, distance: 0 }],
    };
    const draft = writeListingDraft(facts, 'standard');
    // the title runs the station's name into the price, where "รามคำแหง 12" (another station) begins
    expect(draft.th.announce_title).toMatch(/รามคำแหง 120,000,043/);
    expect(draftProblems(draft, facts, vocabulary)).toEqual([]);
  });

  it('is caught by the check when the form lacks what the draft says: a station, a facility, a price, a rule taken away', () => {
    const lessen: [string, (facts: ListingFacts) => ListingFacts | null][] = [
      // (an interchange has one name on two lines: the other line still supports it)
      ['a station', (f) => (f.stations.length && !f.stations.slice(1).some((s) => s.name.th === f.stations[0]!.name.th) ? { ...f, stations: f.stations.slice(1) } : null)],
      // (parking stays supported by the unit's own car park)
      ['a facility', (f) => (f.facilities.length && !(f.carParks && f.facilities[0]!.slug === 'parking') ? { ...f, facilities: f.facilities.slice(1) } : null)],
      ['a piece of furniture', (f) => (f.furniture.length ? { ...f, furniture: f.furniture.slice(1) } : null)],
      // above any distance in metres, and not the same figure as another money field, so no other fact reads the same
      ['the rent', (f) => (f.rentPrice !== null && f.rentPrice > 20_000 && f.sellType === 'rent' && f.rentPrice !== f.maintenanceFee && f.rentPrice !== f.deposit && f.rentPrice !== f.sellPrice ? { ...f, rentPrice: f.rentPrice + 1234 } : null)],
      ['the pet rule', (f) => (f.rules.pets !== null ? { ...f, rules: { ...f.rules, pets: !f.rules.pets } } : null)],
      ['the district', (f) => (f.district ? { ...f, district: null } : null)],
      ['rent or sale', (f) => (f.sellType === 'rent' ? { ...f, sellType: 'sell' } : null)],
    ];
    fc.assert(
      fc.property(listingFacts, fc.integer({ min: 0, max: lessen.length - 1 }), (facts, which) => {
        const [, change] = lessen[which]!;
        // the long draft names every station, place and district (the standard one the nearest station)
        const changed = change({ ...facts, facilities: facts.facilities.slice(0, 6), furniture: facts.furniture.slice(0, 6), stations: facts.stations.slice(0, 6), places: [] });
        fc.pre(changed !== null);
        const draft = writeListingDraft({ ...facts, facilities: facts.facilities.slice(0, 6), furniture: facts.furniture.slice(0, 6), stations: facts.stations.slice(0, 6), places: [] }, 'long');
        expect(draftProblems(draft, changed!, vocabulary)).not.toEqual([]);
      }),
      runs,
    );
  });

  it('refuses a made-up text: a station, a price, a rule and a sale the form does not have', () => {
    const facts: ListingFacts = { ...EMPTY_FACTS, sellType: 'rent', rentPrice: 15_000, rules: { pets: true, cooking: null, smoking: null } };
    const honest = writeListingDraft(facts, 'standard');
    expect(draftProblems(honest, facts, vocabulary)).toEqual([]);
    const lying: ListingDraft = {
      th: { announce_title: 'ให้เช่าคอนโดใกล้ BTS อโศก', announce_description: 'ค่าเช่า 18,000 บาท/เดือน ห้ามเลี้ยงสัตว์ มีสระว่ายน้ำ' },
      en: { announce_title: 'Condo for sale', announce_description: 'Rent 15,000 THB. Pets are not allowed. Smoking allowed.' },
    };
    const problems = draftProblems(lying, facts, vocabulary);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^th\.announce_title: station:\d+ "อโศก"$/),
        'th.announce_title: estateType:1 "คอนโด"',
        'th.announce_description: number 18000',
        'th.announce_description: rule pets not allowed',
        'th.announce_description: facility:1 "สระว่ายน้ำ"',
        'en.announce_title: for sell',
        'en.announce_description: rule pets not allowed',
        'en.announce_description: rule smoking allowed',
      ]),
    );
  });
});

describe('the built-in listing writer: reads as Bangkok listings do', () => {
  it('stays within the form limits, always has a title, and names the price with thousands separators in both languages', () => {
    fc.assert(
      fc.property(listingFacts, fc.constantFrom(...lengths), (facts, length) => {
        const draft = writeListingDraft(facts, length);
        for (const language of ['th', 'en'] as const) {
          expect(draft[language].announce_title.length).toBeGreaterThan(0);
          expect(draft[language].announce_title.length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.title);
          expect(draft[language].announce_description.length).toBeLessThanOrEqual(LISTING_TEXT_LIMITS.description);
        }
        const ownWords = [facts.project, ...facts.places.map((place) => place.name)].filter((text) => text !== null);
        for (const text of texts(draft)) {
          // four digits or more in a row is only ever the year it was built (or in a name the owner typed)
          const written = ownWords.reduce((rest, own) => rest.split(own).join(''), text);
          for (const run of written.match(/\d{4,}/g) ?? []) expect(Number(run)).toBe(facts.releasedYear);
          expect(text).not.toMatch(/ {2}|[ \t]\n|^ | $/m);
          expect(text).not.toMatch(new RegExp(` ${THAI_MARK.source}`, 'u'));
        }
        if (facts.sellType === 'rent' && facts.rentPrice !== null && facts.rentPrice >= 1000) {
          expect(draft.th.announce_description).toContain(`ค่าเช่า ${facts.rentPrice.toLocaleString('en-US', { maximumFractionDigits: 3 })} บาท/เดือน`);
          expect(draft.en.announce_description).toContain(`Rent: ${facts.rentPrice.toLocaleString('en-US', { maximumFractionDigits: 3 })} THB/month`);
        }
      }),
      runs,
    );
  });

  it('writes Thai phrases whole: the verb joined to what is offered, counts before their nouns', () => {
    const facts: ListingFacts = {
      ...EMPTY_FACTS,
      sellType: 'sell',
      estateType: vocabulary.estateTypes.find((type) => type.slug === 'house')!,
      areaSize: 180,
      bedrooms: 3,
      restrooms: 2,
      sellPrice: 6_500_000,
      rules: { pets: true, cooking: true, smoking: false },
    };
    const { th } = writeListingDraft(facts, 'standard');
    expect(th.announce_title).toMatch(/^(ขายบ้านเดี่ยว|บ้านเดี่ยวขาย) /);
    expect(th.announce_description).toContain('3 ห้องนอน 2 ห้องน้ำ');
    expect(th.announce_description).toContain('ขนาด 180 ตร.ม.');
    expect(th.announce_description).toContain('ราคาขาย 6,500,000 บาท');
    expect(th.announce_description).toContain('เลี้ยงสัตว์ได้ ทำอาหารได้ ห้ามสูบบุหรี่');
  });

  it('is the same for the same form and varies between listings', () => {
    fc.assert(
      fc.property(listingFacts, (facts) => {
        expect(writeListingDraft(facts, 'long')).toEqual(writeListingDraft(structuredClone(facts), 'long'));
      }),
      { numRuns: 50 },
    );
    const shapes = new Set<string>();
    const base: ListingFacts = { ...EMPTY_FACTS, sellType: 'rent', estateType: vocabulary.estateTypes[0]!, bedrooms: 1, areaSize: 30, rentPrice: 12_000, furniture: vocabulary.furniture.slice(0, 3), facilities: vocabulary.facilities.slice(0, 2) };
    for (let i = 0; i < 40; i++) {
      const draft = writeListingDraft({ ...base, project: `Project ${i}`, rentPrice: 12_000 + i * 500 }, 'standard');
      // the shape: the text with the varying facts taken out
      shapes.add(texts(draft).join('\n').replace(/Project \d+/g, 'P').replace(/[\d,]+/g, 'N'));
    }
    expect(shapes.size).toBeGreaterThanOrEqual(8);
  });

  it('gives package holders the neighbourhood: every station and place with its distance, the district and province', () => {
    fc.assert(
      fc.property(listingFacts, (facts) => {
        fc.pre(facts.stations.length > 0 && facts.district !== null);
        const long = writeListingDraft(facts, 'long');
        const standard = writeListingDraft(facts, 'standard');
        expect(long.th.announce_description).toContain(facts.district!.th);
        expect(long.en.announce_description).toContain(facts.district!.en);
        for (const station of facts.stations) {
          expect(long.th.announce_description).toMatch(new RegExp(`- ${station.type} ${escape(station.name.th)} ระยะ [\\d,.]+ (ม\\.|กม\\.)`));
          expect(long.en.announce_description).toMatch(new RegExp(`- ${station.type} ${escape(station.name.en)}: [\\d,.]+ (m|km)`));
        }
        expect(standard.th.announce_description).not.toContain('ทำเลและ');
        expect(long.th.announce_description.length).toBeGreaterThan(standard.th.announce_description.length);
      }),
      { numRuns: 100 },
    );
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

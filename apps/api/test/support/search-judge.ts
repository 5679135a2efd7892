import { sql } from 'kysely';
import { LISTING_SELL_TYPE, STATION_WALKING_DISTANCE_KM, normalizeSearchText, type ListingSellType } from '@baandee/domain';
import type { App } from '../../src/app.js';
import { baseListing, seededRandom, type FixtureListing } from './search-fixture.js';

/**
 * The search's judge (docs/decisions/035, 036): queries of each kind people type, each with
 * the listings it should find computed from the listings' fields (their district,
 * sub-district, project, stations, type, offer and rules), never from the search code. The
 * same generator reads any corpus, so it runs on generated listings and on the demo data.
 */

export interface Name {
  th: string;
  en: string;
}

export interface JudgedListing {
  id: number;
  estate_type_id: number;
  sell_type: ListingSellType;
  is_pet_allow: boolean;
  district: Name;
  sub_district: Name;
  project: Name | null;
  stations: (Name & { train_type: string; distance_km: number })[];
}

/** 2: the listing is in the place (its district, sub-district or project); 1: a station it names within walking distance is; 0: neither. */
export type Grade = 0 | 1 | 2;

export const QUERY_KINDS = ['exact-thai', 'thai-unspaced', 'no-tone-marks', 'romanised', 'english-typo', 'intent', 'place-type', 'project', 'mixed'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface JudgedQuery {
  kind: QueryKind;
  text: string;
  grade: (listing: JudgedListing) => Grade;
}

/** The words people use for each estate type (by master-data slug), Thai and English. */
const TYPE_WORDS: Record<string, Name> = {
  condo: { th: 'คอนโด', en: 'condo' },
  apartment: { th: 'อพาร์ทเมนท์', en: 'apartment' },
  house: { th: 'บ้านเดี่ยว', en: 'house' },
  'twin-house': { th: 'บ้านแฝด', en: 'twin house' },
  land: { th: 'ที่ดิน', en: 'land' },
  townhome: { th: 'ทาวน์โฮม', en: 'townhouse' },
  factory: { th: 'โรงงาน', en: 'factory' },
  'business-lease': { th: 'เซ้งกิจการ', en: 'business takeover' },
};

const PREFIXES = /^(เขต|อำเภอ|แขวง|ตำบล|khet |amphoe |khwaeng |tambon )/i;
/** A place's name as people say it: without "เขต", "Khet" and the like. */
const spoken = (name: string) => name.replace(PREFIXES, '').trim();

const norm = (text: string) => normalizeSearchText(text).replaceAll(' ', '');
const names = (name: Name | null) => (name ? [norm(spoken(name.th)), norm(spoken(name.en))] : []);

/** How a listing stands to a place named `name` (either language), from its fields. */
function placeGrade(listing: JudgedListing, name: Name): Grade {
  const wanted = names(name);
  const holds = (candidates: string[]) => candidates.some((candidate) => wanted.some((want) => want.length > 0 && candidate.includes(want)));
  if (holds([...names(listing.district), ...names(listing.sub_district), ...names(listing.project)])) return 2;
  if (holds(listing.stations.filter((s) => s.distance_km <= STATION_WALKING_DISTANCE_KM).flatMap((s) => names(s)))) return 1;
  return 0;
}

const offers = (listing: JudgedListing, sellType: ListingSellType) => listing.sell_type === sellType || listing.sell_type === LISTING_SELL_TYPE.both;

/** The listings of a corpus with the names of their places, read from the tables. */
export async function readCorpus(app: App): Promise<JudgedListing[]> {
  const rows = await app.db
    .selectFrom('listings as l')
    .innerJoin('districts as d', 'd.id', 'l.district_id')
    .innerJoin('sub_districts as sd', 'sd.id', 'l.sub_district_id')
    .leftJoin('project_estates as pe', 'pe.id', 'l.project_estate_id')
    .select([
      'l.id',
      'l.estate_type_id',
      'l.sell_type',
      'l.is_pet_allow',
      'd.name_th as district_th',
      'd.name_en as district_en',
      'sd.name_th as sub_district_th',
      'sd.name_en as sub_district_en',
      'pe.name_th as project_th',
      'pe.name_en as project_en',
    ])
    .where('l.status', '=', 'publish')
    .execute();
  const stations = await app.db
    .selectFrom('listing_stations as ls')
    .innerJoin('train_stations as s', 's.id', 'ls.train_station_id')
    .innerJoin('train_types as t', 't.id', 'ls.train_type_id')
    .select(['ls.listing_id', 's.name_th', 's.name_en', 't.code', sql<number>`ls.distance_km::float8`.as('distance_km')])
    .execute();
  const byListing = new Map<number, typeof stations>();
  for (const station of stations) byListing.set(station.listing_id, [...(byListing.get(station.listing_id) ?? []), station]);
  return rows.map((row) => ({
    id: row.id,
    estate_type_id: row.estate_type_id,
    sell_type: row.sell_type as ListingSellType,
    is_pet_allow: row.is_pet_allow,
    district: { th: row.district_th, en: row.district_en },
    sub_district: { th: row.sub_district_th, en: row.sub_district_en },
    project: row.project_th !== null && row.project_en !== null ? { th: row.project_th, en: row.project_en } : null,
    stations: (byListing.get(row.id) ?? []).map((s) => ({ th: s.name_th, en: s.name_en, train_type: s.code, distance_km: Number(s.distance_km) })),
  }));
}

const TONE_MARKS = /[\u0E48-\u0E4B]/g;
const HAS_TONE_MARK = /[\u0E48-\u0E4B]/;

/** One slip of the keyboard in a word of five letters or more: two letters swapped, one dropped, or a vowel for another. */
function typo(name: string, random: ReturnType<typeof seededRandom>): string | null {
  const words = name.split(' ');
  const long = words.map((word, i) => [word, i] as const).filter(([word]) => /^[a-z]{5,}$/i.test(word));
  if (long.length === 0) return null;
  const [word, index] = random.pick(long);
  const at = random.int(1, word.length - 3);
  const slips = [
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word.slice(at + 1),
    word.replace(/[aeiou](?=[^aeiou]*$)/i, (vowel) => ({ a: 'e', e: 'a', i: 'e', o: 'u', u: 'o' })[vowel.toLowerCase()] ?? vowel),
  ].filter((slip) => slip.toLowerCase() !== word.toLowerCase());
  if (slips.length === 0) return null;
  words[index] = random.pick(slips);
  return words.join(' ').toLowerCase();
}

/** Romanisations people write for one name: run together, "ph" as "p", a double letter single or a single one doubled. */
function romanisations(name: string): string[] {
  const lower = name.toLowerCase();
  const variants = [
    lower.replaceAll(' ', ''),
    lower.replace(/ph/g, 'p'),
    lower.replace(/([bcdfgklmnprstv])\1/g, '$1'),
    lower.replace(/(?<=[aeiou])([kpt])(?=[aeiou])/, '$1$1'),
    lower.replace(/th(?=[aeiou])/, 't'),
  ];
  return [...new Set(variants)].filter((variant) => variant !== lower);
}

interface Place {
  kind: 'district' | 'sub-district' | 'station';
  name: Name;
}

/**
 * At least `perKind` queries of each kind drawn from the corpus's own places, projects and
 * types, each with its grades: the same seed gives the same queries for the same corpus.
 */
export function judgeQueries(corpus: readonly JudgedListing[], types: readonly { id: number; slug: string }[], perKind: number, seed = 7): JudgedQuery[] {
  const random = seededRandom(seed);
  const slugOf = new Map(types.map((type) => [type.id, type.slug]));
  const typeOf = (listing: JudgedListing) => slugOf.get(listing.estate_type_id);
  const inPlace = (name: Name) => (listing: JudgedListing) => placeGrade(listing, name);
  const ofType = (slug: string, grade: (listing: JudgedListing) => Grade) => (listing: JudgedListing) => (typeOf(listing) === slug ? grade(listing) : 0);
  const count = (grade: (listing: JudgedListing) => Grade) => corpus.filter((listing) => grade(listing) > 0).length;

  // the places the corpus holds, each with listings of its own (grade 2) to find
  const seen = new Map<string, Place>();
  for (const listing of corpus) {
    seen.set(`d${listing.district.en}`, { kind: 'district', name: { th: spoken(listing.district.th), en: spoken(listing.district.en) } });
    seen.set(`s${listing.sub_district.en}`, { kind: 'sub-district', name: { th: spoken(listing.sub_district.th), en: spoken(listing.sub_district.en) } });
    for (const station of listing.stations) if (station.distance_km <= STATION_WALKING_DISTANCE_KM) seen.set(`t${station.en}`, { kind: 'station', name: { th: station.th, en: station.en } });
  }
  const places = [...seen.values()].filter((place) => count(inPlace(place.name)) >= 2 && spoken(place.name.th).length >= 3).sort((a, b) => a.name.en.localeCompare(b.name.en));
  const projects = [...new Map(corpus.flatMap((listing) => (listing.project ? [[listing.project.en, listing.project] as const] : []))).values()].sort((a, b) => a.en.localeCompare(b.en));
  const placeTypes = places.flatMap((place) =>
    Object.keys(TYPE_WORDS)
      .filter((slug) => count(ofType(slug, inPlace(place.name))) >= 1)
      .map((slug) => ({ place, slug })),
  );

  const queries: JudgedQuery[] = [];
  const seenTexts = new Set<string>();
  /** Adds queries of one kind until `perKind`, each from `make` (null: this draw gives none), trying at most 20 times as many. */
  const fill = (kind: QueryKind, make: () => Omit<JudgedQuery, 'kind'> | null) => {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 20; tries++) {
      const query = make();
      if (!query || seenTexts.has(`${kind}:${query.text}`) || count(query.grade) === 0) continue;
      seenTexts.add(`${kind}:${query.text}`);
      queries.push({ kind, ...query });
      made++;
    }
  };

  fill('exact-thai', () => {
    if (random.chance(0.5)) {
      const place = random.pick(places);
      return { text: place.name.th, grade: inPlace(place.name) };
    }
    const { place, slug } = random.pick(placeTypes);
    return { text: `${TYPE_WORDS[slug]!.th} ${place.name.th}`, grade: ofType(slug, inPlace(place.name)) };
  });
  fill('thai-unspaced', () => {
    const { place, slug } = random.pick(placeTypes);
    const offer = random.pick(['', 'ให้เช่า', 'ขาย']);
    const grade = ofType(slug, inPlace(place.name));
    const sellType = offer === 'ให้เช่า' ? LISTING_SELL_TYPE.rent : offer === 'ขาย' ? LISTING_SELL_TYPE.sell : null;
    return {
      text: `${offer}${TYPE_WORDS[slug]!.th}${place.name.th}`.replaceAll(' ', ''),
      grade: sellType ? (listing) => (offers(listing, sellType) ? grade(listing) : 0) : grade,
    };
  });
  fill('no-tone-marks', () => {
    const place = random.pick(places.filter((p) => HAS_TONE_MARK.test(p.name.th)));
    const bare = place.name.th.replace(TONE_MARKS, '');
    if (random.chance(0.4)) {
      const slug = random.pick(placeTypes.filter((pt) => pt.place === place)).slug;
      return { text: `${TYPE_WORDS[slug]!.th}${bare}`, grade: ofType(slug, inPlace(place.name)) };
    }
    return { text: bare, grade: inPlace(place.name) };
  });
  fill('romanised', () => {
    const place = random.pick(places);
    const variants = romanisations(place.name.en);
    if (variants.length === 0) return null;
    return { text: random.pick(variants), grade: inPlace(place.name) };
  });
  fill('english-typo', () => {
    const place = random.pick(places);
    const slip = typo(place.name.en, random);
    return slip ? { text: slip, grade: inPlace(place.name) } : null;
  });
  fill('intent', () => {
    const slugs = Object.keys(TYPE_WORDS);
    const slug = random.pick(slugs);
    const word = TYPE_WORDS[slug]!;
    switch (random.int(0, 4)) {
      case 0:
        return { text: `${word.th}เลี้ยงสัตว์ได้`, grade: ofType(slug, (listing) => (listing.is_pet_allow ? 2 : 0)) };
      case 1:
        return { text: `pet friendly ${word.en}`, grade: ofType(slug, (listing) => (listing.is_pet_allow ? 2 : 0)) };
      case 2: {
        const { place, slug: placed } = random.pick(placeTypes);
        const grade = ofType(placed, inPlace(place.name));
        return { text: `${TYPE_WORDS[placed]!.th}ให้เช่า ${place.name.th}`, grade: (listing) => (offers(listing, LISTING_SELL_TYPE.rent) ? grade(listing) : 0) };
      }
      case 3: {
        const { place, slug: placed } = random.pick(placeTypes);
        const grade = ofType(placed, inPlace(place.name));
        return { text: `${TYPE_WORDS[placed]!.en} for sale ${place.name.en}`, grade: (listing) => (offers(listing, LISTING_SELL_TYPE.sell) ? grade(listing) : 0) };
      }
      default: {
        const line = random.pick(['BTS', 'MRT']);
        return {
          text: random.chance(0.5) ? `${word.th}ใกล้ ${line}` : `${word.en} near ${line}`,
          grade: ofType(slug, (listing) => (listing.stations.some((s) => s.train_type === line) ? 2 : 0)),
        };
      }
    }
  });
  fill('place-type', () => {
    const { place, slug } = random.pick(placeTypes);
    const english = random.chance(0.5);
    return { text: english ? `${TYPE_WORDS[slug]!.en} ${place.name.en}` : `${TYPE_WORDS[slug]!.th} ${place.name.th}`, grade: ofType(slug, inPlace(place.name)) };
  });
  fill('project', () => {
    if (projects.length === 0) return null;
    const project = random.pick(projects);
    const wanted = names(project);
    return {
      text: random.chance(0.5) ? project.th : project.en,
      grade: (listing) => (names(listing.project).some((name) => wanted.includes(name)) ? 2 : 0),
    };
  });
  fill('mixed', () => {
    const { place, slug } = random.pick(placeTypes);
    const text = random.chance(0.5) ? `${TYPE_WORDS[slug]!.en} ${place.name.th}` : `${TYPE_WORDS[slug]!.th} ${place.name.en}`;
    return { text, grade: ofType(slug, inPlace(place.name)) };
  });
  return queries;
}

/** recall@10 and nDCG@10 (gains 2^grade - 1) of the ids shown against the corpus's grades. */
export function scoreQuery(query: JudgedQuery, corpus: readonly JudgedListing[], shown: readonly number[]): { recall: number; ndcg: number; relevant: number } {
  const grades = new Map(corpus.map((listing) => [listing.id, query.grade(listing)]));
  const relevant = corpus.filter((listing) => grades.get(listing.id)! > 0);
  const top = shown.slice(0, 10);
  const found = top.filter((id) => (grades.get(id) ?? 0) > 0).length;
  const gain = (grade: number) => 2 ** grade - 1;
  const dcg = top.reduce((sum, id, i) => sum + gain(grades.get(id) ?? 0) / Math.log2(i + 2), 0);
  const ideal = relevant
    .map((listing) => grades.get(listing.id)!)
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);
  return { recall: found / Math.min(relevant.length, 10), ndcg: ideal === 0 ? 0 : dcg / ideal, relevant: relevant.length };
}

/**
 * Generated listings the way owners post them: a type, an offer, a district and sub-district,
 * often a project, up to two stations (some beyond walking distance), and a title in Thai,
 * English or both that names some of it (or none).
 */
export function generatedListings(
  master: {
    districts: readonly { id: number; province_id: number; name_th: string; name_en: string }[];
    subDistricts: readonly { id: number; district_id: number; name_th: string; name_en: string }[];
    projects: readonly { id: number; district_id: number | null; name_th: string; name_en: string }[];
    stations: readonly { id: number; name_th: string; name_en: string; train_type_id: number; train_line_id: number; type_code: string }[];
    types: readonly { id: number; slug: string }[];
  },
  size: number,
  seed = 11,
): FixtureListing[] {
  const random = seededRandom(seed);
  const districts = random.sample(master.districts.filter((d) => master.projects.some((p) => p.district_id === d.id)), 14);
  const stations = random.sample(master.stations, 36);
  const typeBySlug = new Map(master.types.map((type) => [type.slug, type.id]));
  const weights: [string, number][] = [['condo', 45], ['apartment', 8], ['house', 12], ['twin-house', 5], ['land', 6], ['townhome', 12], ['factory', 4], ['business-lease', 8]];
  return Array.from({ length: size }, (_, i) => {
    const slug = random.weighted(weights);
    const district = random.pick(districts);
    const subDistrict = random.pick(master.subDistricts.filter((s) => s.district_id === district.id));
    const inDistrict = master.projects.filter((p) => p.district_id === district.id);
    const project = (slug === 'condo' || slug === 'apartment') && inDistrict.length > 0 && random.chance(0.6) ? random.pick(inDistrict) : null;
    const near = random.sample(stations, random.int(0, 2)).map((s) => ({ ...s, distance_km: Math.round(random.between(0.2, 3.2) * 10) / 10 }));
    const sellType = random.weighted<ListingSellType>([[LISTING_SELL_TYPE.rent, 6], [LISTING_SELL_TYPE.sell, 3], [LISTING_SELL_TYPE.both, 1]]);
    const bedrooms = slug === 'land' ? 0 : random.int(0, 4);
    const word = TYPE_WORDS[slug]!;
    const english = random.chance(0.3);
    const station = near.find((s) => s.distance_km <= STATION_WALKING_DISTANCE_KM);
    const where = random.weighted<string>([
      [project ? (english ? project.name_en : project.name_th) : '', 3],
      [station ? (english ? `near ${station.type_code} ${station.name_en}` : `ใกล้ ${station.type_code} ${station.name_th}`) : '', 3],
      [english ? spoken(subDistrict.name_en) : spoken(subDistrict.name_th), 1],
      [english ? spoken(district.name_en) : spoken(district.name_th), 2],
      ['', 2],
    ]);
    const offer = sellType === LISTING_SELL_TYPE.sell ? (english ? 'for sale' : 'ขาย') : english ? 'for rent' : 'ให้เช่า';
    const rooms = bedrooms > 0 ? (english ? `${bedrooms} bedrooms` : `${bedrooms} ห้องนอน`) : '';
    const title = english ? `${word.en} ${offer} ${where} ${rooms}` : `${offer}${word.th} ${where} ${rooms}`;
    return baseListing(`generated-${i}`, {
      province_id: district.province_id,
      district_id: district.id,
      sub_district_id: subDistrict.id,
      estate_type_id: typeBySlug.get(slug)!,
      sell_type: sellType,
      rent_price: sellType === LISTING_SELL_TYPE.sell ? null : random.int(5, 90) * 1000,
      sell_price: sellType === LISTING_SELL_TYPE.rent ? null : random.int(15, 200) * 100_000,
      total_bedroom: bedrooms,
      is_pet_allow: random.chance(0.3),
      stations: near.map((s) => ({ id: s.id, train_type_id: s.train_type_id, train_line_id: s.train_line_id, distance_km: s.distance_km })),
      project_estate_id: project?.id ?? null,
      project_estate_name: project?.name_en ?? null,
      announce_title: title.replace(/ +/g, ' ').trim(),
      announce_description: english ? 'Clean and ready to move in. Contact the owner directly.' : 'ห้องสะอาด พร้อมเข้าอยู่ ติดต่อเจ้าของโดยตรง',
      published_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
    });
  });
}

import type { Insertable } from 'kysely';
import { DAY_MS, DIRECTIONS, LISTING_LIFETIME_DAYS, NEARBY_MAX_DISTANCE_KM, type PriceKind, ROOM_PROMINENT, ROOM_VIEWS, roomCode } from '@baandee/domain';
import type { ListingsTable } from '../../tables/listings.js';
import type { ImageFamily } from './images.js';
import { listingDescription, listingTitle, type ListingWords } from './listing-texts.js';
import { earthDistanceKm, type DemoMaster } from './master.js';
import { PRICE_FACTOR, PROVINCE_WEIGHTS, TYPE_PROFILES, type TypeProfile } from './profiles.js';
import type { Random } from './random.js';

export const DEMO_LISTING_COUNT = 300;
const PUBLISHED_WITHIN_DAYS = 50;
const BOOSTED_SHARE = 0.08;
const PRICE_HISTORY_SHARE = 0.2;
const STATIONS_PER_LISTING = 3;

const HIGHLIGHTS: Record<(typeof ROOM_PROMINENT)[number]['slug'], { th: string; en: string }> = {
  corner: { th: 'ห้องมุม', en: 'Corner unit' },
  highFloor: { th: 'ชั้นสูง', en: 'High floor' },
  renovated: { th: 'รีโนเวทใหม่', en: 'Newly renovated' },
  nearStation: { th: 'ใกล้สถานีรถไฟฟ้า', en: 'Near a station' },
  newlyBuilt: { th: 'โครงการใหม่', en: 'New project' },
  quiet: { th: 'เงียบสงบ', en: 'Quiet' },
};
/** Facilities a house or a shop plausibly has (the rest are condo amenities). */
const HOUSE_FACILITIES = new Set(['security-24h', 'cctv', 'parking', 'garden', 'playground', 'ev-charger', 'wifi']);

/** A listing and everything that hangs off it, before the ids are known. */
export interface DemoListing {
  ownerIndex: number;
  family: ImageFamily;
  values: Omit<Insertable<ListingsTable>, 'user_id'>;
  stations: { train_station_id: number; train_type_id: number; distance_km: number; position: number }[];
  places: { location_type_id: number; location_name: string; distance_km: number; position: number }[];
  furniture: number[];
  facilities: number[];
  priceChanges: { kind: PriceKind; old_price: number; new_price: number; changed_at: Date }[];
  views: Date[];
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Every province with every type once, then the rest by weight: 300 (province, type) pairs. */
function pairs(master: DemoMaster, random: Random): { provinceId: number; typeSlug: string }[] {
  const types = master.estateTypes.map((t) => t.slug);
  const all = master.provinces.flatMap((p) => types.map((typeSlug) => ({ provinceId: p.id, typeSlug })));
  const provinceWeights = master.provinces.map((p) => [p.id, PROVINCE_WEIGHTS[p.id] ?? 5] as const);
  const typeWeights = types.map((slug) => [slug, (TYPE_PROFILES[slug] ?? TYPE_PROFILES.house!).weight] as const);
  while (all.length < DEMO_LISTING_COUNT) all.push({ provinceId: random.weighted(provinceWeights), typeSlug: random.weighted(typeWeights) });
  return random.sample(all, all.length);
}

function nearestStations(master: DemoMaster, point: { lat: number; lng: number }) {
  return master.stations
    .map((s) => ({ station: s, km: earthDistanceKm(point, s) }))
    .filter((s) => s.km <= NEARBY_MAX_DISTANCE_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, STATIONS_PER_LISTING);
}

function rooms(profile: TypeProfile, area: number, random: Random) {
  if (!profile.residential) {
    const restrooms = profile.family === 'factory' ? random.int(2, 4) : random.int(1, 2);
    return { bedrooms: 0, restrooms, carParks: profile.family === 'land' ? 0 : random.int(1, 4), living: false, dining: false, kitchen: profile.family === 'shop' };
  }
  const bedrooms = profile.family === 'condo' ? (area < 30 ? random.int(0, 1) : area < 50 ? 1 : area < 80 ? 2 : 3) : Math.min(4, Math.max(2, Math.round(area / 70)));
  return {
    bedrooms,
    restrooms: Math.max(1, Math.min(4, bedrooms - random.int(0, 1))),
    carParks: profile.family === 'condo' ? random.int(0, 1) : random.int(1, 3),
    living: bedrooms > 0 || random.chance(0.5),
    dining: bedrooms > 1,
    kitchen: bedrooms > 0 || random.chance(0.5),
  };
}

/** Plans the demo listings from the master data; deterministic for one `random` seed and `now`. */
export function planDemoListings(master: DemoMaster, random: Random, ownerCount: number, now: Date): DemoListing[] {
  const subsByDistrict = groupBy(master.subDistricts, (s) => s.district_id);
  const districtsByProvince = groupBy(master.districts, (d) => d.province_id);
  const provinces = new Map(master.provinces.map((p) => [p.id, p]));
  const types = new Map(master.estateTypes.map((t) => [t.slug, t]));
  return pairs(master, random).map(({ provinceId, typeSlug }, index) => {
    const profile = TYPE_PROFILES[typeSlug] ?? TYPE_PROFILES.house!;
    const type = types.get(typeSlug)!;
    const province = provinces.get(provinceId)!;
    const projects = profile.projectKind ? master.projects.filter((p) => p.province_id === provinceId && p.kind === profile.projectKind) : [];
    const project = projects.length > 0 && (profile.projectKind === 'condo' || random.chance(0.6)) ? random.pick(projects) : null;
    const districts = districtsByProvince.get(provinceId) ?? [];
    const district = (project && master.districts.find((d) => d.id === project.district_id)) ?? random.pick(districts);
    const sub = random.pick(subsByDistrict.get(district.id) ?? []);
    const centre = project?.lat != null && project.lng != null ? { lat: project.lat, lng: project.lng } : district;
    const point = { lat: centre.lat + random.between(-0.012, 0.012), lng: centre.lng + random.between(-0.012, 0.012) };
    const stations = nearestStations(master, point);

    const area = profile.family === 'land' ? roundTo(random.between(...profile.area), 4) : Math.round(random.between(...profile.area));
    const sellType = random.weighted(profile.sellTypes);
    const factor = PRICE_FACTOR(provinceId);
    const rent = sellType === 'ขาย' ? null : roundTo(area * random.between(...profile.rentPerM2) * factor, area > 300 ? 5_000 : 500);
    const sell = sellType === 'เช่า' ? null : roundTo(area * random.between(...profile.sellPerM2) * factor, 10_000);
    const counts = rooms(profile, area, random);
    const prominent = profile.residential ? random.pick(ROOM_PROMINENT) : null;
    const nearest = stations[0];
    const words: ListingWords = {
      sellType,
      type,
      name: project ? { th: project.name_th ?? project.name_en, en: project.name_en } : null,
      area,
      bedrooms: counts.bedrooms,
      restrooms: counts.restrooms,
      place: { sub_th: sub.name_th, sub_en: sub.name_en, district_th: district.name_th, district_en: district.name_en, province_th: province.name_th, province_en: province.name_en, postal: sub.postal_code },
      station: nearest ? { label_th: `${nearest.station.type_code} ${nearest.station.name_th}`, label_en: `${nearest.station.type_code} ${nearest.station.name_en}`, km: nearest.km } : null,
      rent,
      sell,
      highlights: prominent ? [HIGHLIGHTS[prominent.slug]] : [],
    };

    const publishedAt = new Date(now.getTime() - random.between(0.05, PUBLISHED_WITHIN_DAYS) * DAY_MS);
    const ageDays = (now.getTime() - publishedAt.getTime()) / DAY_MS;
    const createdAt = new Date(publishedAt.getTime() - random.between(0.1, 3) * DAY_MS);
    const totalFloor = profile.floors[1] > 0 ? random.int(...profile.floors) : null;
    const unitKey = `demo-${index + 1}`;
    const values: DemoListing['values'] = {
      status: 'publish',
      sell_type: sellType,
      estate_type_id: type.id,
      project_estate_id: project?.id ?? null,
      project_estate_name: project ? (project.name_th ?? project.name_en) : `${type.name_th} ${district.name_th}`,
      area_size: area,
      released_year: project?.completion_year ?? (profile.residential ? random.int(1995, 2024) : null),
      total_floor: totalFloor,
      room_floor: profile.family === 'condo' && totalFloor ? random.int(2, totalFloor) : null,
      total_bedroom: counts.bedrooms,
      total_restroom: counts.restrooms,
      car_park_size: counts.carParks,
      total_kitchen: Number(counts.kitchen),
      total_diningroom: Number(counts.dining),
      total_livingroom: Number(counts.living),
      room_code: roomCode(counts),
      direction: profile.family === 'land' ? null : random.pick(DIRECTIONS),
      room_prominent_id: prominent?.id ?? null,
      room_view_id: profile.residential ? random.pick(ROOM_VIEWS).id : null,
      is_pet_allow: random.chance(profile.family === 'condo' ? 0.25 : 0.6),
      is_cooking_allow: profile.residential && random.chance(0.7),
      is_smoking_allow: random.chance(0.15),
      rent_price: rent,
      sell_price: sell,
      maintenance_fee: profile.family === 'condo' && sell !== null ? roundTo(area * random.between(35, 70), 10) : null,
      deposit_price: rent !== null ? rent * 2 : null,
      insurance_fee: rent !== null && random.chance(0.3) ? rent : null,
      water_price_per_unit: rent !== null && profile.residential ? 18 : null,
      electricity_price_per_unit: rent !== null && profile.residential ? random.pick([5, 7, 8]) : null,
      internet_price_per_month: rent !== null && profile.family === 'condo' && random.chance(0.5) ? random.pick([300, 400, 599]) : null,
      location_lat: Number(point.lat.toFixed(6)),
      location_lng: Number(point.lng.toFixed(6)),
      postal_code: sub.postal_code,
      province_id: provinceId,
      district_id: district.id,
      sub_district_id: sub.id,
      // a Thai title each; one in eight with its English too
      announce_title: listingTitle(words, index % 8 === 3),
      announce_description: listingDescription(words),
      unit_key: unitKey,
      view_count: Math.round(random.between(3, 25) * Math.sqrt(ageDays + 1)),
      submitted_at: new Date(publishedAt.getTime() - 3_600_000),
      approved_at: publishedAt,
      first_published_at: publishedAt,
      published_at: publishedAt,
      expires_at: new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
      boosted_until: random.chance(BOOSTED_SHARE) ? new Date(now.getTime() + random.between(1, 7) * DAY_MS) : null,
      created_at: createdAt,
    };

    const priceChanges: DemoListing['priceChanges'] = [];
    if (random.chance(PRICE_HISTORY_SHARE)) {
      const changedAt = new Date(publishedAt.getTime() + random.between(0.2, 0.9) * (now.getTime() - publishedAt.getTime()));
      if (rent !== null) priceChanges.push({ kind: 'rent', old_price: roundTo(rent * random.between(1.05, 1.2), 500), new_price: rent, changed_at: changedAt });
      if (sell !== null) priceChanges.push({ kind: 'sell', old_price: roundTo(sell * random.between(1.03, 1.15), 10_000), new_price: sell, changed_at: changedAt });
    }
    const placeTypes = random.sample(master.locationTypes, random.int(1, 3));
    return {
      ownerIndex: random.int(0, ownerCount - 1),
      family: profile.family,
      values,
      stations: stations.map((s, position) => ({ train_station_id: s.station.id, train_type_id: s.station.train_type_id, distance_km: Number(s.km.toFixed(2)), position })),
      places: placeTypes.map((t, position) => ({ location_type_id: t.id, location_name: `${t.name_th} ${sub.name_th}`, distance_km: Number(random.between(0.3, 6).toFixed(1)), position })),
      furniture: profile.residential ? random.sample(master.furniture, random.int(3, 10)).map((f) => f.id) : [],
      facilities: random
        .sample(profile.family === 'condo' ? master.facilities : master.facilities.filter((f) => HOUSE_FACILITIES.has(f.slug)), random.int(1, profile.family === 'condo' ? 9 : 3))
        .map((f) => f.id),
      priceChanges,
      views: Array.from({ length: random.int(0, 8) }, () => new Date(now.getTime() - random.between(0, Math.min(14, ageDays)) * DAY_MS)),
    };
  });
}

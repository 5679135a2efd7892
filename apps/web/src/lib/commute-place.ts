import { parseCommutePlace } from '@baandee/domain';
import type { DistrictsAroundBangkok } from '@baandee/contracts';

type District = DistrictsAroundBangkok['provinces'][number]['districts'][number];

/** Names in both languages (a station's, a district's). */
export interface PlaceNames {
  name_th: string;
  name_en: string;
}

/** A district as the lists hold it; `point` where the list carries it (GET api/district-around-bangkok does). */
interface DistrictLike extends PlaceNames {
  id: number;
  point?: { lat: number; lng: number } | null;
}

/** A commute's place (`commute_place`, decision 066; the search page and the compare page) read against the district list: the district (null for a point: the page names it "the chosen point") and its point. */
export interface CommutePlaceView {
  names: DistrictLike | null;
  point: { lat: number; lng: number };
}

/** The districts a commute may start from: those with a point, by province as the list holds them. */
export function commuteDistricts(areas: DistrictsAroundBangkok | undefined): { province: PlaceNames; districts: (District & { point: { lat: number; lng: number } })[] }[] {
  return (areas?.provinces ?? [])
    .map((province) => ({ province, districts: province.districts.filter((district): district is District & { point: { lat: number; lng: number } } => district.point !== null) }))
    .filter((group) => group.districts.length > 0);
}

/** The place of `commute_place`, or null when it is not one (or the district list has not loaded, or names a district without a point). */
export function commutePlaceView(place: string | undefined, areas: { provinces: readonly { districts: readonly DistrictLike[] }[] } | undefined): CommutePlaceView | null {
  const parsed = place === undefined ? null : parseCommutePlace(place);
  if (!parsed) return null;
  if (parsed.kind === 'point') return { names: null, point: { lat: parsed.lat, lng: parsed.lng } };
  for (const province of areas?.provinces ?? []) {
    const district = province.districts.find((item) => item.id === parsed.id);
    if (district?.point) return { names: district, point: district.point };
  }
  return null;
}

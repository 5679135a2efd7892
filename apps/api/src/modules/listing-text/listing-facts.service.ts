import type { ListingFormValues } from '@baandee/contracts';
import { ROOM_PROMINENT, ROOM_VIEWS, SUPPORTED_PROVINCE_IDS, sellKind, type CatalogueItem, type DraftVocabulary, type ListingFacts } from '@baandee/domain';
import type { FastifyInstance } from 'fastify';

/** The master data a draft's names come from, read once per master-data version. */
export interface WriterCatalogue {
  vocabulary: DraftVocabulary;
  /** station id -> BTS, MRT, ARL or SRT */
  stationTypes: Map<number, string>;
  /** district id -> province id */
  districtProvince: Map<number, number>;
}

type Names = { id: number; name_th: string; name_en: string; slug?: string };
const item = (row: Names): CatalogueItem => ({ id: row.id, th: row.name_th, en: row.name_en, ...(row.slug && { slug: row.slug }) });

export async function loadWriterCatalogue(repo: Pick<FastifyInstance['masterDataRepository'], 'estateTypes' | 'catalogue' | 'provinces' | 'districts' | 'trainStations' | 'trainLines' | 'trainTypes'>): Promise<WriterCatalogue> {
  const [estateTypes, furniture, facilities, locationTypes, provinces, districts, stations, lines, types] = await Promise.all([
    repo.estateTypes(),
    repo.catalogue('furniture'),
    repo.catalogue('facilities'),
    repo.catalogue('location_types'),
    repo.provinces(),
    repo.districts(SUPPORTED_PROVINCE_IDS),
    repo.trainStations(),
    repo.trainLines(),
    repo.trainTypes(),
  ]);
  const typeCode = new Map(types.map((type) => [type.id, type.code]));
  const lineType = new Map(lines.map((line) => [line.id, typeCode.get(line.train_type_id) ?? '']));
  return {
    vocabulary: {
      estateTypes: estateTypes.map(item),
      furniture: furniture.map(item),
      facilities: facilities.map(item),
      locationTypes: locationTypes.map(item),
      provinces: provinces.filter((province) => SUPPORTED_PROVINCE_IDS.includes(province.id)).map(item),
      districts: districts.map(item),
      stations: stations.map(item),
    },
    stationTypes: new Map(stations.map((station) => [station.id, lineType.get(station.train_line_id) ?? ''])),
    districtProvince: new Map(districts.map((district) => [district.id, district.province_id])),
  };
}

const byId = (items: CatalogueItem[], id: number | null | undefined) => (id === null || id === undefined ? null : (items.find((entry) => entry.id === id) ?? null));
const money = (value: number | null | undefined) => value ?? null;
const present = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/**
 * The form's fields as the writer's facts, with their master-data names. Ids the master
 * data does not know are left out (they name nothing). A house rule is claimed only when
 * its box is ticked: an unticked box is how every form starts, not the owner saying "no".
 */
export function listingFacts(body: ListingFormValues, catalogue: WriterCatalogue): ListingFacts {
  const { vocabulary } = catalogue;
  const sellType = sellKind(body.sell_type);
  const rule = (flag: number | undefined) => (flag === 1 ? true : null);
  const district = byId(vocabulary.districts, body.district_id);
  const provinceId = body.province_id ?? (district ? catalogue.districtProvince.get(district.id) : null);
  return {
    sellType,
    estateType: byId(vocabulary.estateTypes, body.estate_type_id),
    project: present(body.project_estate_name),
    district,
    province: byId(vocabulary.provinces, provinceId),
    areaSize: money(body.area_size),
    releasedYear: money(body.released_year),
    totalFloors: money(body.total_floor),
    floor: money(body.room_floor),
    bedrooms: body.total_bedroom ?? null,
    restrooms: body.total_restroom ?? null,
    carParks: body.car_park_size ?? null,
    livingRoom: body.total_livingroom === 1,
    diningRoom: body.total_diningroom === 1,
    kitchen: body.total_kitchen === 1,
    direction: body.direction ?? null,
    view: ROOM_VIEWS.find((view) => view.id === body.room_view_id)?.slug ?? null,
    prominent: ROOM_PROMINENT.find((entry) => entry.id === body.room_prominent_id)?.slug ?? null,
    rules: { pets: rule(body.is_pet_allow), cooking: rule(body.is_cooking_allow), smoking: rule(body.is_smoking_allow) },
    rentPrice: money(body.rent_price),
    sellPrice: money(body.sell_price),
    deposit: money(body.deposit_price),
    maintenanceFee: money(body.maintenance_fee),
    furniture: (body.furniture_cast ?? []).map((id) => byId(vocabulary.furniture, id)).filter((entry) => entry !== null),
    facilities: (body.facility_cast ?? []).map((id) => byId(vocabulary.facilities, id)).filter((entry) => entry !== null),
    stations: (body.nearby_station_cast ?? []).flatMap((row) => {
      const station = byId(vocabulary.stations, row.train_station_id);
      return station ? [{ id: station.id, type: catalogue.stationTypes.get(station.id) ?? '', name: { th: station.th, en: station.en }, distance: row.distance }] : [];
    }),
    places: (body.nearby_location_cast ?? []).map((row) => ({ name: row.location_name.trim(), type: byId(vocabulary.locationTypes, row.location_type_id), distance: row.distance })),
  };
}

import { SUPPORTED_PROVINCE_IDS } from '@baandee/domain';
import type {
  AddressData,
  AnnounceDistricts,
  DistrictsAroundBangkok,
  EstateMaster,
  ProjectEstate,
  ProjectEstateQuery,
  TrainData,
} from '@baandee/contracts';
import type { MasterDataQueries } from './master-data.repository.js';

export async function getEstateMaster(repo: MasterDataQueries): Promise<EstateMaster> {
  const [estate_types, location_types, furniture, facilities, hot_search] = await Promise.all([
    repo.estateTypes(),
    repo.catalogue('location_types'),
    repo.catalogue('furniture'),
    repo.catalogue('facilities'),
    repo.hotSearches(),
  ]);
  return { estate_types, location_types, furniture, facilities, hot_search };
}

export async function getAddressData(repo: MasterDataQueries): Promise<AddressData> {
  const [provinces, districts, sub_districts] = await Promise.all([repo.provinces(), repo.districts(), repo.subDistricts()]);
  return { provinces, districts, sub_districts };
}

/** Only the provinces where posting is supported (spec section 1), in id order. */
export async function getDistrictsAroundBangkok(repo: MasterDataQueries): Promise<DistrictsAroundBangkok> {
  const [provinces, districts, points] = await Promise.all([repo.provinces(), repo.districts(SUPPORTED_PROVINCE_IDS), repo.districtPoints()]);
  const pointOf = new Map(points.map((row) => [row.district_id, { lat: row.lat, lng: row.lng }]));
  return {
    provinces: provinces
      .filter((p) => SUPPORTED_PROVINCE_IDS.includes(p.id))
      .map((p) => ({ ...p, districts: districts.filter((d) => d.province_id === p.id).map((d) => ({ ...d, point: pointOf.get(d.id) ?? null })) })),
  };
}

export async function getAnnounceDistricts(repo: MasterDataQueries): Promise<AnnounceDistricts> {
  return { districts: await repo.districtsWithProvince(SUPPORTED_PROVINCE_IDS) };
}

export async function getTrainData(repo: MasterDataQueries): Promise<TrainData> {
  const [train_types, train_lines, train_stations] = await Promise.all([repo.trainTypes(), repo.trainLines(), repo.trainStations()]);
  return { train_types, train_lines, train_stations };
}

export async function searchProjects(repo: MasterDataQueries, query: ProjectEstateQuery): Promise<{ projects: ProjectEstate[] }> {
  return { projects: await repo.searchProjects({ q: query.q || undefined, limit: query.limit }) };
}

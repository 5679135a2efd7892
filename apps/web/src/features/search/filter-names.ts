import { useQuery } from '@tanstack/react-query';
import type { SearchFilterField } from '@baandee/domain';
import { addressDataQuery } from '../../lib/master-data/get-address-data';
import { estateMasterQuery } from '../../lib/master-data/get-estate-master';
import { trainDataQuery } from '../../lib/master-data/get-train-data';
import type { SearchFilter } from './search-filter';

interface Named {
  id: number;
  name_th: string;
  name_en: string;
}

/**
 * The items the ids of the table's filters name (packages/domain search-filters.ts), from
 * the master data: a chip shows a filter's item by its name. A list loads when `filter`
 * names one of its items (or is already loaded); one not loaded yet is absent. (The area
 * and the rail are named with their own lists, search-url.ts SearchMaster.)
 */
export function useFilterNames(filter: SearchFilter): Partial<Record<SearchFilterField, readonly Named[]>> {
  const { data: estate } = useQuery({
    ...estateMasterQuery(),
    enabled: filter.estate_type_id !== undefined || filter.furniture_cast.length > 0 || filter.facility_cast.length > 0,
  });
  const { data: train } = useQuery({ ...trainDataQuery(), enabled: filter.train_station_cast.length > 0 });
  const { data: address } = useQuery({ ...addressDataQuery(), enabled: filter.sub_district_id !== undefined });
  return {
    sub_district_id: address?.sub_districts,
    estate_type_id: estate?.estate_types,
    furniture_cast: estate?.furniture,
    facility_cast: estate?.facilities,
    train_station_cast: train?.train_stations,
  };
}

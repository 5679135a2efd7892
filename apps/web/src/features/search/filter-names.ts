import type { SearchFilterField } from '@baandee/domain';
import { useEstateTypes } from '../master-data/api/get-estate-master';
import { useTrainData } from '../master-data/api/get-train-data';

interface Named {
  id: number;
  name_th: string;
  name_en: string;
}

/**
 * The items the ids of the table's filters name (packages/domain search-filters.ts), from
 * the master data: a chip shows a filter's item by its name. A list not loaded yet is absent.
 * (The area and the rail are named with their own lists, search-url.ts SearchMaster.)
 */
export function useFilterNames(): Partial<Record<SearchFilterField, readonly Named[]>> {
  const { data: estate } = useEstateTypes();
  const { data: train } = useTrainData();
  return {
    estate_type_id: estate?.estate_types,
    furniture_cast: estate?.furniture,
    facility_cast: estate?.facilities,
    train_station_cast: train?.train_stations,
  };
}

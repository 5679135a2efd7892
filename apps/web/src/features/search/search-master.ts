import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DistrictsAroundBangkok, EstateMaster, TrainData } from '@baandee/contracts';
import { estateMasterQuery } from '../../lib/master-data/get-estate-master';
import { districtAroundBangkokQuery } from '../../lib/master-data/get-district-around-bangkok';
import { trainDataQuery } from '../../lib/master-data/get-train-data';
import type { MasterList, SearchMaster } from './search-url';

interface Loaded {
  estate?: EstateMaster;
  areas?: DistrictsAroundBangkok;
  train?: TrainData;
}

function toMaster({ estate, areas, train }: Loaded): SearchMaster {
  return { estateTypes: estate?.estate_types, provinces: areas?.provinces, trainTypes: train?.train_types, trainLines: train?.train_lines };
}

/** The master lists a search URL is read or written with, loaded (or failed: then names are left out). */
export async function loadSearchMaster(queryClient: QueryClient, needs: readonly MasterList[]): Promise<SearchMaster> {
  const load = <T,>(need: MasterList, fetch: () => Promise<T>) => (needs.includes(need) ? fetch().catch(() => undefined) : Promise.resolve(undefined));
  const [estate, areas, train] = await Promise.all([
    load('estateTypes', () => queryClient.ensureQueryData(estateMasterQuery())),
    load('areas', () => queryClient.ensureQueryData(districtAroundBangkokQuery())),
    load('train', () => queryClient.ensureQueryData(trainDataQuery())),
  ]);
  return toMaster({ estate, areas, train });
}

/** The same in a component: `ready` once every needed list has answered or failed. */
export function useSearchMaster(needs: readonly MasterList[]): { master: SearchMaster; ready: boolean } {
  const estate = useQuery({ ...estateMasterQuery(), enabled: needs.includes('estateTypes') });
  const areas = useQuery({ ...districtAroundBangkokQuery(), enabled: needs.includes('areas') });
  const train = useQuery({ ...trainDataQuery(), enabled: needs.includes('train') });
  const master = useMemo(() => toMaster({ estate: estate.data, areas: areas.data, train: train.data }), [estate.data, areas.data, train.data]);
  const settled = { estateTypes: !estate.isPending, areas: !areas.isPending, train: !train.isPending };
  return { master, ready: needs.every((need) => settled[need]) };
}

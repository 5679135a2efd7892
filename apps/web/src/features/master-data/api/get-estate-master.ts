import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Language } from '@baandee/locales/languages';

/** An estate type of the master data (spec section 3); `icon` names a Tabler icon when the API sends it. */
export interface EstateType {
  id: number;
  name_th: string;
  name_en: string;
  slug?: string;
  icon?: string;
}

export interface EstateMaster {
  estate_types: EstateType[];
}

/** GET api/estate-master */
export function getEstateMaster(signal?: AbortSignal): Promise<EstateMaster> {
  // Menus and shortcuts degrade on failure; no alert for a visitor who did nothing.
  return api<EstateMaster>('/api/estate-master', { signal, alert: false });
}

export const estateMasterQuery = () =>
  queryOptions({
    queryKey: ['estate-master'],
    queryFn: ({ signal }) => getEstateMaster(signal),
    staleTime: Infinity, // master data changes with a deploy, not during a visit
    retry: 1,
    throwOnError: false, // a missing master list must never turn a page into "not found"
  });

export function useEstateTypes() {
  const query = useQuery(estateMasterQuery());
  return { ...query, estateTypes: query.data?.estate_types ?? [] };
}

export function estateTypeName(type: EstateType, language: Language): string {
  return language === 'en' ? type.name_en : type.name_th;
}

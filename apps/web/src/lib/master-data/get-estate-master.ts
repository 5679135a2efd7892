import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EstateType } from '@baandee/contracts';
import type { Language } from '@baandee/locales/languages';
import { call } from '../api-client';
import { masterDataKeys } from '../keys';

export type { EstateType };

/** GET api/estate-master */
export function getEstateMaster(signal?: AbortSignal) {
  // Menus and shortcuts degrade on failure; no alert for a visitor who did nothing.
  return call('estateMaster', {}, { signal, alert: false });
}

export const estateMasterQuery = () =>
  queryOptions({
    queryKey: masterDataKeys.estate,
    queryFn: ({ signal }) => getEstateMaster(signal),
    staleTime: Infinity, // master data changes with a deploy, not during a visit
    retry: 1,
    throwOnError: false, // a missing master list must never turn a page into "not found"
  });

export function useEstateTypes(enabled = true) {
  const query = useQuery({ ...estateMasterQuery(), enabled });
  return { ...query, estateTypes: query.data?.estate_types ?? [] };
}

export function estateTypeName(type: EstateType, language: Language): string {
  return language === 'en' ? type.name_en : type.name_th;
}

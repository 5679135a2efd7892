import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFilter } from '@baandee/contracts';
import { SEARCH_FILTERS, filterIsSet, formatNumber, SELL_TYPE, SORT_OPTIONS } from '@baandee/domain';
import { useEstateTypes } from '../../lib/master-data/get-estate-master';
import { localName } from '../../lib/listing-text';
import { useDistrictAroundBangkok } from '../../lib/master-data/get-district-around-bangkok';
import { useTrainData } from '../../lib/master-data/get-train-data';

interface Named {
  id: number;
  name_th: string;
  name_en: string;
}

const byId = <T extends Named>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
const option = (item: Named) => ({ value: String(item.id), label: localName(item) });

/** The table's filters the summary names; each other one set counts in "and N more". */
const SUMMARISED: readonly string[] = ['estate_type_id', 'province_id', 'district_id', 'total_bedroom', 'train_type', 'train_line', 'is_pet_allow'];

/** Bedroom choices of the search (spec section 5): 0 to 4, where 4 means 4 or more. */
const BEDROOMS = [0, 1, 2, 3, 4] as const;

/**
 * The choices of the trend form's selects and the names a saved filter is summarised with,
 * from the master data (the six provinces a listing may be posted in, with their districts).
 */
export function useTrendOptions() {
  const { t, i18n } = useTranslation('admin');
  const { estateTypes } = useEstateTypes();
  const provinces = useDistrictAroundBangkok().data?.provinces;
  const train = useTrainData().data;

  return useMemo(() => {
    const provinceList = provinces ?? [];
    const districts = provinceList.flatMap((p) => p.districts);
    const types = byId(estateTypes);
    const provinceNames = byId(provinceList);
    const districtNames = byId(districts);
    const trainTypes = byId(train?.train_types ?? []);
    const trainLines = byId(train?.train_lines ?? []);
    const bedroomLabel = (count: number) =>
      count === 0 ? t('trends.studio') : count >= 4 ? t('trends.bedroomsPlus') : t('trends.bedroomCount', { count });
    const baht = (value: number) => formatNumber(value);

    return {
      language: i18n.language,
      sellTypes: [
        { value: '', label: t('trends.sellTypes.all') },
        { value: SELL_TYPE.rent, label: t('trends.sellTypes.rent') },
        { value: SELL_TYPE.sell, label: t('trends.sellTypes.sell') },
      ],
      estateTypes: estateTypes.map(option),
      provinces: provinceList.map(option),
      districtsOf: (provinceId: string | null) =>
        provinceList.filter((p) => provinceId === null || String(p.id) === provinceId).flatMap((p) => p.districts.map(option)),
      bedrooms: BEDROOMS.map((count) => ({ value: String(count), label: bedroomLabel(count) })),
      trainTypes: (train?.train_types ?? []).map(option),
      trainLinesOf: (trainTypeId: string | null) =>
        (train?.train_types ?? [])
          .filter((type) => trainTypeId === null || String(type.id) === trainTypeId)
          .map((type) => ({
            group: localName(type),
            items: (train?.train_lines ?? []).filter((line) => line.train_type_id === type.id).map(option),
          }))
          .filter((group) => group.items.length > 0),
      orders: SORT_OPTIONS.map((order) => ({ value: order, label: t(`trends.orders.${order}`) })),

      /** A saved filter in a few words: what it finds, in the reader's language. */
      summary(filter: SearchFilter): string[] {
        const name = (map: Map<number, Named>, id: number | undefined) => {
          const item = id === undefined ? undefined : map.get(id);
          return item ? localName(item) : null;
        };
        const parts = [
          filter.keyword ? t('trends.summary.keyword', { keyword: filter.keyword }) : null,
          filter.sell_type === SELL_TYPE.rent ? t('trends.sellTypes.rent') : filter.sell_type === SELL_TYPE.sell ? t('trends.sellTypes.sell') : null,
          name(types, filter.estate_type_id),
          name(districtNames, filter.district_id) ?? name(provinceNames, filter.province_id),
          filter.min_price !== undefined && filter.max_price !== undefined
            ? t('trends.summary.priceRange', { min: baht(filter.min_price), max: baht(filter.max_price) })
            : filter.min_price !== undefined
              ? t('trends.summary.priceFrom', { min: baht(filter.min_price) })
              : filter.max_price !== undefined
                ? t('trends.summary.priceUpTo', { max: baht(filter.max_price) })
                : null,
          filter.total_bedroom === undefined ? null : bedroomLabel(filter.total_bedroom),
          name(trainLines, filter.train_line) ?? name(trainTypes, filter.train_type),
          filter.is_pet_allow === 1 ? t('trends.summary.pet') : null,
        ].filter((part): part is string => part !== null);
        const more = [
          ...SEARCH_FILTERS.map((entry) => !SUMMARISED.includes(entry.field) && filterIsSet(entry.kind, filter[entry.field])),
          filter.searchMode === 'code_search' && Boolean(filter.room_type),
        ].filter(Boolean).length;
        if (parts.length === 0 && more === 0) parts.push(t('trends.summary.everything'));
        if (more > 0) parts.push(t('trends.summary.more', { count: more }));
        return parts;
      },
    };
  }, [t, i18n.language, estateTypes, provinces, train]);
}

export type TrendOptions = ReturnType<typeof useTrendOptions>;

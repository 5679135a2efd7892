import type { ComponentType } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchFilterField } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useAddressData } from '../../../lib/master-data/get-address-data';
import type { SearchFilter } from '../search-filter';

/** What a filter's control reads and changes: the filter being edited (for the choices a filter depends on). */
export interface FilterFieldProps {
  filter: Partial<SearchFilter>;
  patch(change: Partial<SearchFilter>): void;
}

const named = (item: { name_th: string; name_en: string }) => (currentLanguage() === 'en' && item.name_en ? item.name_en : item.name_th);

/** The sub-districts of the district chosen (master data's official codes); none to choose before a district. */
function SubDistrictSelect({ filter, patch }: FilterFieldProps) {
  const { t } = useTranslation('search');
  const { data: address } = useAddressData();
  const district = filter.district_id;
  const items = district === undefined ? [] : (address?.sub_districts ?? []).filter((item) => item.district_id === district);
  return (
    <Select
      label={t('filters.sub_district_id')}
      placeholder={t('filters.subDistrictPlaceholder')}
      description={district === undefined ? t('filters.subDistrictHint') : undefined}
      disabled={district === undefined}
      data={items.map((item) => ({ value: String(item.id), label: named(item) }))}
      value={filter.sub_district_id === undefined ? null : String(filter.sub_district_id)}
      onChange={(value) => patch({ sub_district_id: value === null ? undefined : Number(value) })}
      searchable
      clearable
      nothingFoundMessage="—"
      comboboxProps={{ floatingStrategy: 'fixed' }}
      data-testid="sub-district-select"
    />
  );
}

/**
 * Controls of the table's filters (packages/domain search-filters.ts) that the advanced
 * panel and the admin's trend editor both show as they are, in this order.
 */
export const FILTER_FIELD_CONTROLS: readonly { field: SearchFilterField; Control: ComponentType<FilterFieldProps> }[] = [
  { field: 'sub_district_id', Control: SubDistrictSelect },
];

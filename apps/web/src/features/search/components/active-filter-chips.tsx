import { useMemo } from 'react';
import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useDistrictAroundBangkok } from '../../../lib/master-data/get-district-around-bangkok';
import { useTrainData } from '../../../lib/master-data/get-train-data';
import { activeFilters, type ActiveFilter, type ChipTexts } from '../active-filters';
import { useFilterNames } from '../filter-names';
import type { SearchFilter } from '../search-filter';
import { distanceLabel } from './station-distance';

interface ActiveFilterChipsProps {
  filter: SearchFilter;
  /** Searches again with the filter one chip lifted. */
  onChange(filter: SearchFilter): void;
}

/** The filters a search holds beyond its defaults, labelled in the reader's language (active-filters.ts). */
export function useActiveFilters(filter: SearchFilter): ActiveFilter[] {
  const { t } = useTranslation(['search', 'common']);
  // a list loads only when a chip names one of its items: a page that hydrates asks nothing it does not show
  const { data: areas } = useDistrictAroundBangkok(filter.province_id !== undefined || filter.commute_place?.startsWith('district:') === true);
  const { data: train } = useTrainData(filter.train_type !== undefined || filter.train_line !== undefined || filter.commute_station_id !== undefined);
  const named = useFilterNames(filter);
  const texts: ChipTexts = useMemo(
    () => ({
      keyword: (keyword) => t('chips.keyword', { keyword }),
      sellType: (sellType) => (sellType === 'เช่า' ? t('common:sellType.rent') : t('common:sellType.sell')),
      count: (field, rooms) => t(`chips.${field}`, { rooms }),
      roomCode: (code) => t('chips.roomCode', { code }),
      minPrice: (price) => t('chips.minPrice', { price }),
      maxPrice: (price) => t('chips.maxPrice', { price }),
      allLines: (type) => t('advanced.allLines', { type }),
      label: (key) => t(key as 'chips.label'),
      stationDistance: (metres) => t('chips.stationDistance', { distance: distanceLabel(t, metres) }),
      mapArea: () => t('chips.mapArea'),
      commute: (minutes, station) => t('chips.commute', { minutes: String(minutes), station }),
      commutePoint: () => t('chips.commutePoint'),
    }),
    [t],
  );
  return activeFilters(
    filter,
    { provinces: areas?.provinces, trainTypes: train?.train_types, trainLines: train?.train_lines, stations: train?.train_stations, named },
    texts,
    currentLanguage(),
  );
}

/** The filters of the results shown, each a chip that removes it. Nothing when only the defaults hold. */
export function ActiveFilterChips({ filter, onChange }: ActiveFilterChipsProps) {
  const { t } = useTranslation('search');
  const chips = useActiveFilters(filter);
  if (chips.length === 0) return null;
  return (
    <Group component="ul" role="list" aria-label={t('chips.label')} gap={8} m={0} mb="md" p={0} style={{ listStyle: 'none' }} data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button
            variant="light"
            size="compact-sm"
            radius="xl"
            rightSection={<IconX size={14} aria-hidden />}
            aria-label={t('chips.remove', { filter: chip.label })}
            onClick={() => onChange({ ...filter, ...chip.without })}
            data-testid="filter-chip"
            data-filter={chip.key}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            h="auto"
            mih={28}
          >
            {chip.label}
          </Button>
        </li>
      ))}
    </Group>
  );
}

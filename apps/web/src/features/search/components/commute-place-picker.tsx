import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { commutePointText, parseCommutePlace } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useDistrictAroundBangkok } from '../../../lib/master-data/get-district-around-bangkok';
import { commuteDistricts } from '../../../lib/commute-place';
import type { SearchFilter } from '../search-filter';

const named = (item: { name_th: string; name_en: string }) => (currentLanguage() === 'en' && item.name_en ? item.name_en : item.name_th);
/** The list opens against the viewport, as the panel's other lists (advanced-panel.tsx). */
const LIST_PROPS = { comboboxProps: { floatingStrategy: 'fixed' } } as const;
/** The choice that asks the browser where the visitor is. */
const HERE = 'here';

/**
 * A commute from a place instead of a station (decision 066): a district that has a point
 * (where its projects are placed), or where the visitor is now (the browser's location,
 * asked only when chosen). Choosing one lifts the station, and the station lifts it.
 */
export function CommutePlacePicker({ draft, patch, minutes }: { draft: SearchFilter; patch(change: Partial<SearchFilter>): void; minutes: number }) {
  const { t } = useTranslation('search');
  const { data: areas } = useDistrictAroundBangkok();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const place = draft.commute_place;
  const point = place !== undefined && parseCommutePlace(place)?.kind === 'point' ? place : null;
  const data = [
    {
      group: t('advanced.commutePlaceYou'),
      items: [...(point ? [{ value: point, label: t('advanced.commutePoint') }] : []), { value: HERE, label: t('advanced.commuteHere') }],
    },
    ...commuteDistricts(areas).map(({ province, districts }) => ({
      group: named(province),
      items: districts.map((district) => ({ value: `district:${district.id}`, label: named(district) })),
    })),
  ];
  const choose = (value: string) => patch({ commute_place: value, commute_station_id: undefined, commute_minutes: draft.commute_minutes ?? minutes });
  const onChange = (value: string | null) => {
    setFailed(false);
    if (value === null) {
      patch({ commute_place: undefined, commute_minutes: draft.commute_station_id !== undefined ? draft.commute_minutes : undefined });
    } else if (value !== HERE) {
      choose(value);
    } else if (typeof navigator !== 'undefined' && 'geolocation' in navigator) {
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setLocating(false);
          choose(commutePointText({ lat: position.coords.latitude, lng: position.coords.longitude }));
        },
        () => {
          setLocating(false);
          setFailed(true);
        },
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
      );
    } else {
      setFailed(true);
    }
  };
  return (
    <Select
      label={t('advanced.commutePlace')}
      placeholder={locating ? t('advanced.commuteLocating') : t('advanced.commutePlacePlaceholder')}
      data={data}
      value={place ?? null}
      onChange={onChange}
      error={failed ? t('advanced.commuteHereFailed') : undefined}
      searchable
      clearable
      nothingFoundMessage="—"
      maxDropdownHeight={320}
      {...LIST_PROPS}
      data-testid="commute-place"
    />
  );
}

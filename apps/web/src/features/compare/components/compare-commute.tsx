import { Select, Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber, parseCommutePlace } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useDistrictAroundBangkok } from '../../../lib/master-data/get-district-around-bangkok';
import { useTrainData } from '../../../lib/master-data/get-train-data';
import { commuteDistricts, commutePlaceView } from '../../../lib/commute-place';
import classes from './compare-page.module.css';
import { compareKeys } from '../api/keys';
import { COMMUTE_PARAMS } from '../commute-address';

/**
 * The compare page's commute row (issue #35, decision 066): each listing's minutes to a
 * station or a place, as a commute search's cards show them. The station or place is in the
 * page's address under the search's names (`commute_station_id` or `commute_place`), so a
 * comparison opened from a commute search, or shared, shows the same row (commute-address.ts).
 */

const named = (item: { name_th: string; name_en: string }) => (currentLanguage() === 'en' && item.name_en ? item.name_en : item.name_th);

/** The station or place the page's address names, with its name (null without one, or until its list has loaded). */
function useCommuteTarget() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const stationId = Number(params.get('commute_station_id')) || undefined;
  const placeText = stationId === undefined ? (params.get('commute_place') ?? undefined) : undefined;
  const { data: train } = useTrainData();
  const { data: areas } = useDistrictAroundBangkok();
  const station = stationId === undefined ? undefined : train?.train_stations.find((item) => item.id === stationId);
  const place = commutePlaceView(placeText, areas);
  const name = station ? named(station) : place ? (place.names ? named(place.names) : t('chips.commutePoint')) : null;
  const value = station ? `station:${station.id}` : place ? placeText! : null;
  const choose = (next: string | null) => {
    const updated = new URLSearchParams(params);
    for (const key of COMMUTE_PARAMS) updated.delete(key);
    if (next?.startsWith('station:')) updated.set('commute_station_id', next.slice('station:'.length));
    else if (next) updated.set('commute_place', next);
    setParams(updated, { replace: true });
  };
  return { train, areas, stationId, placeText, name, value, choose };
}

/** The picker of the station or place the commute row is to: the open stations by line, the districts that have a point, and a point the address holds. */
export function CompareCommutePicker() {
  const { t } = useTranslation(['listing', 'search']);
  const { train, areas, placeText, value, choose } = useCommuteTarget();
  const point = placeText !== undefined && parseCommutePlace(placeText)?.kind === 'point' ? placeText : null;
  const data = [
    ...(point ? [{ group: t('search:advanced.commutePlaceYou'), items: [{ value: point, label: t('search:advanced.commutePoint') }] }] : []),
    ...commuteDistricts(areas).map(({ province, districts }) => ({
      group: named(province),
      items: districts.map((district) => ({ value: `district:${district.id}`, label: named(district) })),
    })),
    ...(train?.train_lines ?? [])
      .filter((line) => line.is_open)
      .map((line) => ({
        group: `${train?.train_types.find((type) => type.id === line.train_type_id)?.code ?? ''} ${named(line)}`.trim(),
        items: (train?.train_stations ?? []).filter((station) => station.is_open && station.train_line_id === line.id).map((station) => ({ value: `station:${station.id}`, label: named(station) })),
      }))
      .filter((group) => group.items.length > 0),
  ];
  return (
    <Select
      label={t('listing:compare.commuteTo')}
      placeholder={t('listing:compare.commutePlaceholder')}
      data={data}
      value={value}
      onChange={choose}
      searchable
      clearable
      nothingFoundMessage="—"
      maxDropdownHeight={320}
      comboboxProps={{ floatingStrategy: 'fixed' }}
      w={{ base: '100%', sm: 320 }}
      data-testid="compare-commute"
    />
  );
}

/** The commute row: each listing's minutes to the station or place (nothing without one). */
export function CompareCommuteRow({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('listing');
  const { stationId, placeText, name } = useCommuteTarget();
  const origin = stationId !== undefined ? { commute_station_id: stationId } : placeText !== undefined ? { commute_place: placeText } : null;
  const query = useQuery({
    queryKey: compareKeys.commute(ids.join(','), origin),
    queryFn: ({ signal }) => call('commuteMinutes', { query: { ids: ids.join(','), ...origin } }, { signal, alert: false }),
    enabled: origin !== null && name !== null && ids.length > 0,
    throwOnError: false,
    retry: false,
  });
  if (!origin || name === null) return null;
  const minutes = new Map(query.data?.listings.map((listing) => [listing.id, listing.commute_minutes]));
  return (
    <Table.Tr data-testid="compare-row-commute">
      <Table.Th scope="row" className={classes.label}>
        {t('compare.commuteRow', { place: name })}
      </Table.Th>
      {ids.map((id) => {
        const value = minutes.get(id);
        return (
          <Table.Td key={id} className={classes.cell} data-testid="compare-commute-cell" data-listing-id={id}>
            {query.isPending ? <Skeleton height={16} /> : value === undefined || value === null ? t('compare.none') : t('compare.commuteMinutes', { minutes: formatNumber(value) })}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

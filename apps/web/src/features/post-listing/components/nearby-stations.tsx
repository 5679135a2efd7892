import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconRoute, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NEARBY_STATIONS_MAX, STATION_SUGGESTIONS } from '@baandee/domain';
import { LIMIT_VALUES } from '../../../lib/api-messages';
import { currentLanguage } from '../../../lib/i18n';
import { useTrainData } from '../../../lib/master-data/get-train-data';
import { getNearbyStations } from '../api/nearby-stations';
import { distanceKm } from '../distance';
import { usePostFormContext } from '../post-form-context';
import { DistanceInput } from './distance-input';

/**
 * Nearby stations: suggested from the pin by GET api/estate/nearby-stations (nearest
 * first), then edited: a distance changed, a station removed or added from api/train-data.
 */
export function NearbyStations() {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const { data: train } = useTrainData();
  const language = currentLanguage();
  const [suggesting, setSuggesting] = useState(false);
  const { location_lat: lat, location_lng: lng, nearby_station_cast: rows } = form.values;
  const pin = lat !== null && lng !== null ? { lat, lng } : null;

  const stations = useMemo(() => {
    const name = (item: { name_th: string; name_en: string }) => (language === 'en' ? item.name_en : item.name_th);
    const lines = new Map(train?.train_lines.map((line) => [line.id, line]));
    const types = new Map(train?.train_types.map((type) => [type.id, type]));
    return new Map(
      (train?.train_stations ?? []).map((station) => {
        const line = lines.get(station.train_line_id);
        const type = line ? types.get(line.train_type_id) : undefined;
        return [station.id, { ...station, label: name(station), line: line ? `${type?.code ?? ''} ${name(line)}`.trim() : '', hex: line?.hex, train_type_id: line?.train_type_id ?? 0 }];
      }),
    );
  }, [train, language]);

  const suggest = async () => {
    if (!pin) return;
    setSuggesting(true);
    try {
      const { stations: nearest } = await getNearbyStations(pin.lat, pin.lng);
      const current = form.getValues().nearby_station_cast;
      const known = new Set(current.map((row) => row.train_station_id));
      const added = nearest
        .filter((station) => !known.has(station.train_station_id))
        .slice(0, STATION_SUGGESTIONS)
        .map((station) => ({ train_type_id: station.train_type_id, train_station_id: station.train_station_id, distance: String(station.distance) }));
      form.setFieldValue('nearby_station_cast', [...current, ...added].slice(0, NEARBY_STATIONS_MAX));
    } catch {
      // the alert already says what went wrong; the list stays editable by hand
    } finally {
      setSuggesting(false);
    }
  };

  // a new pin with no stations yet: suggest once on arrival
  const suggested = useRef(false);
  useEffect(() => {
    if (suggested.current || !pin || rows.length > 0) return;
    suggested.current = true;
    void suggest();
  }); // no dependency list: it checks after every render until it has suggested once

  const add = (value: string | null) => {
    const station = value ? stations.get(Number(value)) : undefined;
    if (!station || rows.some((row) => row.train_station_id === station.id)) return;
    const distance = pin ? String(distanceKm(pin, station)) : '';
    form.insertListItem('nearby_station_cast', { train_type_id: station.train_type_id, train_station_id: station.id, distance });
  };

  const options = useMemo(
    () =>
      [...stations.values()]
        .filter((station) => station.is_open && !rows.some((row) => row.train_station_id === station.id))
        .map((station) => ({ value: String(station.id), label: `${station.label} (${station.line})` })),
    [stations, rows],
  );

  return (
    <Stack gap="sm" data-testid="nearby-stations">
      {!pin && <Alert color="yellow">{t('facility.noPin')}</Alert>}
      {rows.length === 0 && pin && <Text c="dimmed">{t('facility.noStations')}</Text>}
      {rows.map((row, index) => {
        const station = stations.get(row.train_station_id);
        const name = station?.label ?? String(row.train_station_id);
        return (
          <Group key={row.train_station_id} gap="sm" align="flex-end" wrap="wrap" data-testid="station-row">
            <Stack gap={2} style={{ flex: '1 1 180px' }}>
              <Text fw={500}>{name}</Text>
              {station && (
                <Badge variant="dot" color={station.hex} size="sm">
                  {station.line}
                </Badge>
              )}
            </Stack>
            <DistanceInput path={`nearby_station_cast.${index}.distance`} label={name} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('facility.removeStation', { name })} onClick={() => form.removeListItem('nearby_station_cast', index)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="sm" align="flex-end">
        <Select
          label={t('facility.addStation')}
          placeholder={t('facility.station')}
          data={options}
          value={null}
          onChange={add}
          searchable
          disabled={rows.length >= NEARBY_STATIONS_MAX}
          comboboxProps={{ zIndex: 350 }}
          style={{ flex: '1 1 220px' }}
          data-testid="add-station"
        />
        <Button variant="light" leftSection={<IconRoute size={18} aria-hidden />} onClick={() => void suggest()} loading={suggesting} disabled={!pin}>
          {t('facility.suggest')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('facility.stationsHint', LIMIT_VALUES)}
      </Text>
    </Stack>
  );
}

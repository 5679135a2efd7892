import { useState, type ReactNode } from 'react';
import { Badge, Checkbox, Collapse, Group, MultiSelect, NativeSelect, Select, SimpleGrid, Stack, TextInput, UnstyledButton, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMMUTE_MINUTE_OPTIONS, LISTING_PRICE_MAX, SORT_OPTIONS, STATION_DISTANCE_OPTIONS, digitsOnly, formatNumber, searchFiltersOf } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useDistrictAroundBangkok } from '../../../lib/master-data/get-district-around-bangkok';
import { useEstateTypes } from '../../../lib/master-data/get-estate-master';
import { useTrainData } from '../../../lib/master-data/get-train-data';
import { FILTER_FLAGS, isSortOption, isStationDistance, type SearchFilter } from '../search-filter';
import { CommutePlacePicker } from './commute-place-picker';
import { FILTER_FIELD_CONTROLS } from './filter-fields';
import { CountPicker } from './count-picker';
import { distanceLabel } from './station-distance';
import classes from './search.module.css';

interface PanelProps {
  draft: SearchFilter;
  patch(change: Partial<SearchFilter>): void;
}

const named = (item: { name_th: string; name_en: string }) => (currentLanguage() === 'en' && item.name_en ? item.name_en : item.name_th);
/**
 * The place and station lists open against the viewport. Placed in the document (the
 * default), a list opened in the phone's full-screen drawer extends the scroll-locked
 * page below the screen; mobile Chrome then scrolls the drawer back to its top to keep the
 * focused field in view, the field leaves the screen and the list hides with it.
 */
const LIST_PROPS = { comboboxProps: { floatingStrategy: 'fixed' } } as const;

/** A list that opens under its heading (spec section 2: the expandable furniture and facility lists). */
function Expandable({ title, count, children, testId }: { title: string; count: number; children: ReactNode; testId: string }) {
  const [open, setOpen] = useState(count > 0);
  return (
    <div className={classes.expandable}>
      <UnstyledButton className={classes.expandHead} aria-expanded={open} onClick={() => setOpen((value) => !value)} data-testid={testId}>
        <Group gap={8}>
          {title}
          {count > 0 && (
            <Badge size="sm" circle>
              {count}
            </Badge>
          )}
        </Group>
        <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={open || undefined} />
      </UnstyledButton>
      <Collapse expanded={open}>
        <div className={classes.expandBody}>{children}</div>
      </Collapse>
    </div>
  );
}

/** The minutes a commute starts with when its station is chosen. */
const COMMUTE_MINUTES_DEFAULT = 30;

/** Ids toggled in a cast list, kept sorted. */
const toggled = (list: number[], id: number, on: boolean) => (on ? [...list, id].sort((a, b) => a - b) : list.filter((item) => item !== id));

/** A price field: digits only (spec section 5), shown with thousands separators. */
function PriceInput({ label, value, placeholder, onChange, testId }: { label: string; value: number | undefined; placeholder: string; onChange(value: number | undefined): void; testId: string }) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      placeholder={placeholder}
      value={value === undefined ? '' : formatNumber(value)}
      onChange={(event) => {
        const digits = digitsOnly(event.currentTarget.value).slice(0, 11);
        onChange(digits === '' ? undefined : Math.min(Number(digits), LISTING_PRICE_MAX));
      }}
      data-testid={testId}
    />
  );
}

/**
 * The advanced search panel (spec section 2): bedroom, bathroom and parking counts, sort,
 * price range, place, rail line and the stations picked near it with the walking distance to them, a commute (a station or a
 * place, decision 066, and the minutes by rail and on foot), then the furniture list with the house rules and the
 * facility list, each opening on demand.
 */
export function AdvancedPanel({ draft, patch }: PanelProps) {
  const { t } = useTranslation('search');
  const { data: estate } = useEstateTypes();
  const { data: areas } = useDistrictAroundBangkok();
  const { data: train } = useTrainData();

  const locationData = (areas?.provinces ?? []).map((province) => ({
    group: named(province),
    items: [
      { value: `p:${province.id}`, label: t('advanced.wholeProvince', { province: named(province) }) },
      ...province.districts.map((district) => ({ value: `d:${district.id}`, label: named(district) })),
    ],
  }));
  const location = draft.district_id !== undefined ? `d:${draft.district_id}` : draft.province_id !== undefined ? `p:${draft.province_id}` : null;
  const chooseLocation = (value: string | null) => {
    const [kind, id] = value?.split(':') ?? [];
    if (kind === 'd') {
      const province = areas?.provinces.find((p) => p.districts.some((d) => d.id === Number(id)));
      patch({ province_id: province?.id, district_id: Number(id) });
    } else patch({ province_id: kind === 'p' ? Number(id) : undefined, district_id: undefined });
  };

  const trainData = (train?.train_types ?? []).map((type) => ({
    group: named(type),
    items: [
      { value: `t:${type.id}`, label: t('advanced.allLines', { type: type.code }) },
      ...(train?.train_lines ?? []).filter((line) => line.train_type_id === type.id && line.is_open).map((line) => ({ value: `l:${line.id}`, label: `${type.code} ${named(line)}` })),
    ],
  }));
  const trainValue = draft.train_line !== undefined ? `l:${draft.train_line}` : draft.train_type !== undefined ? `t:${draft.train_type}` : null;
  const chooseTrain = (value: string | null) => {
    const [kind, id] = value?.split(':') ?? [];
    if (kind === 'l') patch({ train_type: train?.train_lines.find((line) => line.id === Number(id))?.train_type_id, train_line: Number(id) });
    else patch({ train_type: kind === 't' ? Number(id) : undefined, train_line: undefined });
  };

  // the stations of the lines the rail choice allows (all open lines when none), grouped by
  // line; a picked station's line stays listed, so its pill keeps its name
  const picked = new Set(draft.train_station_cast);
  const openStations = (train?.train_stations ?? []).filter((station) => station.is_open || picked.has(station.id));
  const stationData = (train?.train_lines ?? [])
    .filter((line) => line.is_open || openStations.some((station) => station.train_line_id === line.id && picked.has(station.id)))
    .map((line) => ({ line, stations: openStations.filter((station) => station.train_line_id === line.id) }))
    .filter(({ line, stations }) => {
      const allowed = draft.train_line !== undefined ? line.id === draft.train_line : draft.train_type === undefined || line.train_type_id === draft.train_type;
      return stations.length > 0 && (allowed || stations.some((station) => picked.has(station.id)));
    })
    .map(({ line, stations }) => ({
      group: `${train?.train_types.find((type) => type.id === line.train_type_id)?.code ?? ''} ${named(line)}`.trim(),
      items: stations.map((station) => ({ value: String(station.id), label: named(station) })),
    }));
  // a station is found by its Thai or English name, or by its line's
  const stationWords = new Map((train?.train_stations ?? []).map((station) => [String(station.id), `${station.name_th} ${station.name_en}`.toLowerCase()]));
  const lineWords = new Map((train?.train_lines ?? []).map((line) => [line.id, `${line.name_th} ${line.name_en}`.toLowerCase()]));
  const lineOfStation = new Map((train?.train_stations ?? []).map((station) => [String(station.id), station.train_line_id]));
  const findStations: OptionsFilter = ({ options, search }) => {
    const words = search.trim().toLowerCase();
    if (!words) return options;
    const found = (value: string) => (stationWords.get(value) ?? '').includes(words) || (lineWords.get(lineOfStation.get(value) ?? -1) ?? '').includes(words);
    return options.flatMap((option): ComboboxParsedItem[] => {
      if (!('group' in option)) return found(option.value) ? [option] : [];
      const items = option.items.filter((item) => found(item.value));
      return items.length > 0 ? [{ ...option, items }] : [];
    });
  };
  // both station pickers (the stations near, the commute's): searched by station or line, in a list above the drawer
  const stationListProps = { searchable: true, filter: findStations, clearable: true, nothingFoundMessage: '—', maxDropdownHeight: 320, ...LIST_PROPS } as const;

  // a commute is to one open station, any line
  const commuteData = (train?.train_lines ?? [])
    .filter((line) => line.is_open)
    .map((line) => ({
      group: `${train?.train_types.find((type) => type.id === line.train_type_id)?.code ?? ''} ${named(line)}`.trim(),
      items: (train?.train_stations ?? []).filter((station) => station.is_open && station.train_line_id === line.id).map((station) => ({ value: String(station.id), label: named(station) })),
    }))
    .filter((group) => group.items.length > 0);
  // a URL's minutes outside the choices stay choosable
  const minuteChoices = [...new Set([...COMMUTE_MINUTE_OPTIONS, draft.commute_minutes ?? COMMUTE_MINUTES_DEFAULT])].sort((a, b) => a - b);

  const commuting = draft.commute_station_id !== undefined || draft.commute_place !== undefined;
  const flagsSet = FILTER_FLAGS.filter((flag) => draft[flag] === 1).length;
  return (
    <Stack gap="md" data-testid="advanced-panel">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <CountPicker label={t('advanced.bedrooms')} value={draft.total_bedroom} onChange={(total_bedroom) => patch({ total_bedroom })} testId="count-bedroom" />
        <CountPicker label={t('advanced.restrooms')} value={draft.total_restroom} onChange={(total_restroom) => patch({ total_restroom })} testId="count-restroom" />
        <CountPicker label={t('advanced.carParks')} value={draft.car_park_size} onChange={(car_park_size) => patch({ car_park_size })} testId="count-car-park" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <PriceInput label={t('advanced.minPrice')} value={draft.min_price || undefined} placeholder="0" onChange={(min_price) => patch({ min_price: min_price ?? 0 })} testId="min-price" />
        <PriceInput label={t('advanced.maxPrice')} value={draft.max_price} placeholder={t('advanced.noMax')} onChange={(max_price) => patch({ max_price })} testId="max-price" />
        <NativeSelect
          label={t('advanced.sort')}
          value={draft.order_by}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSortOption(value)) patch({ order_by: value });
          }}
          data={SORT_OPTIONS.map((option) => ({ value: option, label: t(`sortOptions.${option}`) }))}
          data-testid="advanced-sort"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label={t('advanced.location')} placeholder={t('advanced.locationPlaceholder')} data={locationData} value={location} onChange={chooseLocation} searchable clearable nothingFoundMessage="—" {...LIST_PROPS} data-testid="location-select" />
        <Select label={t('advanced.train')} placeholder={t('advanced.trainPlaceholder')} data={trainData} value={trainValue} onChange={chooseTrain} searchable clearable nothingFoundMessage="—" {...LIST_PROPS} data-testid="train-select" />
      </SimpleGrid>
      {FILTER_FIELD_CONTROLS.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FILTER_FIELD_CONTROLS.map(({ field, Control }) => (
            <Control key={field} filter={draft} patch={patch} />
          ))}
        </SimpleGrid>
      )}
      <MultiSelect
        label={t('advanced.stations')}
        placeholder={draft.train_station_cast.length === 0 ? t('advanced.stationsPlaceholder') : undefined}
        data={stationData}
        value={draft.train_station_cast.map(String)}
        onChange={(ids) => patch({ train_station_cast: ids.map(Number).sort((a, b) => a - b) })}
        {...stationListProps}
        data-testid="station-select"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t('advanced.distance')}
          description={draft.train_station_cast.length === 0 ? t('advanced.distanceHint') : undefined}
          disabled={draft.train_station_cast.length === 0}
          value={draft.train_station_cast.length > 0 && draft.station_distance !== undefined ? String(draft.station_distance) : ''}
          onChange={(event) => {
            const metres = Number(event.currentTarget.value);
            patch({ station_distance: isStationDistance(metres) ? metres : undefined });
          }}
          data={[{ value: '', label: t('advanced.distanceAny') }, ...STATION_DISTANCE_OPTIONS.map((metres) => ({ value: String(metres), label: distanceLabel(t, metres) }))]}
          data-testid="station-distance"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('advanced.commuteStation')}
          placeholder={t('advanced.commutePlaceholder')}
          data={commuteData}
          value={draft.commute_station_id !== undefined ? String(draft.commute_station_id) : null}
          onChange={(value) =>
            patch(
              value
                ? { commute_station_id: Number(value), commute_place: undefined, commute_minutes: draft.commute_minutes ?? COMMUTE_MINUTES_DEFAULT }
                : { commute_station_id: undefined, commute_minutes: draft.commute_place !== undefined ? draft.commute_minutes : undefined },
            )
          }
          {...stationListProps}
          data-testid="commute-station"
        />
        <CommutePlacePicker draft={draft} patch={patch} minutes={COMMUTE_MINUTES_DEFAULT} />
        <NativeSelect
          label={t('advanced.commuteMinutes')}
          description={!commuting ? t('advanced.commuteHint') : undefined}
          disabled={!commuting}
          value={String(draft.commute_minutes ?? COMMUTE_MINUTES_DEFAULT)}
          onChange={(event) => patch({ commute_minutes: Number(event.currentTarget.value) })}
          data={minuteChoices.map((minutes) => ({ value: String(minutes), label: t('advanced.commuteMinutesOption', { minutes: String(minutes) }) }))}
          data-testid="commute-minutes"
        />
      </SimpleGrid>
      <Expandable title={t('advanced.furniture')} count={draft.furniture_cast.length + flagsSet} testId="furniture-toggle">
        <Group gap="lg" mb="sm">
          {searchFiltersOf('flag').map(({ field, label }) => (
            <Checkbox key={field} label={t(label)} checked={draft[field] === 1} onChange={(event) => patch({ [field]: event.currentTarget.checked ? 1 : 0 })} />
          ))}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
          {(estate?.furniture ?? []).map((item) => (
            <Checkbox key={item.id} label={named(item)} checked={draft.furniture_cast.includes(item.id)} onChange={(event) => patch({ furniture_cast: toggled(draft.furniture_cast, item.id, event.currentTarget.checked) })} />
          ))}
        </SimpleGrid>
      </Expandable>
      <Expandable title={t('advanced.facilities')} count={draft.facility_cast.length} testId="facility-toggle">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
          {(estate?.facilities ?? []).map((item) => (
            <Checkbox key={item.id} label={named(item)} checked={draft.facility_cast.includes(item.id)} onChange={(event) => patch({ facility_cast: toggled(draft.facility_cast, item.id, event.currentTarget.checked) })} />
          ))}
        </SimpleGrid>
      </Expandable>
    </Stack>
  );
}

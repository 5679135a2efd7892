import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LISTING_TEXT_LIMITS, NEARBY_PLACES_MAX } from '@baandee/domain';
import { LIMIT_VALUES } from '../../../lib/api-messages';
import { fieldProps } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { estateMasterQuery } from '../../../lib/master-data/get-estate-master';
import { usePostFormContext } from '../post-form-context';
import { DistanceInput } from './distance-input';

/** Nearby places: the kind (master-data location types), a name and the distance, each within 20 km. */
export function NearbyPlaces() {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const { data } = useQuery(estateMasterQuery());
  const language = currentLanguage();
  const types = (data?.location_types ?? []).map((type) => ({ value: String(type.id), label: language === 'en' ? type.name_en : type.name_th }));
  const rows = form.values.nearby_location_cast;

  return (
    <Stack gap="sm" data-testid="nearby-places">
      {rows.length === 0 && <Text c="dimmed">{t('facility.noPlaces')}</Text>}
      {rows.map((row, index) => {
        const name = row.location_name || t('facility.placeNumber', { number: String(index + 1) });
        const path = `nearby_location_cast.${index}`;
        const type = fieldProps(form, `${path}.location_type_id`);
        return (
          <Group key={index} gap="sm" align="flex-end" wrap="wrap" data-testid="place-row">
            <Select
              label={t('facility.placeType')}
              data={types}
              {...type}
              value={row.location_type_id || null}
              onChange={(value) => form.setFieldValue(`${path}.location_type_id` as never, (value ?? '') as never)}
              comboboxProps={{ zIndex: 350 }}
              style={{ flex: '1 1 160px' }}
            />
            <TextInput label={t('facility.placeName')} maxLength={LISTING_TEXT_LIMITS.short} {...fieldProps(form, `${path}.location_name`)} style={{ flex: '2 1 200px' }} />
            <DistanceInput path={`${path}.distance`} label={name} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('facility.removePlace', { name })} onClick={() => form.removeListItem('nearby_location_cast', index)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          {t('facility.placesHint', LIMIT_VALUES)}
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={rows.length >= NEARBY_PLACES_MAX}
          onClick={() => form.insertListItem('nearby_location_cast', { location_type_id: '', location_name: '', distance: '' })}
        >
          {t('facility.addPlace')}
        </Button>
      </Group>
    </Stack>
  );
}

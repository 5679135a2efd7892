import { Badge, Button, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capRoomCount, DIRECTIONS, LISTING_RULE_FLAGS, ROOM_COUNT_CAP, ROOM_PROMINENT, ROOM_VIEWS, roomCode } from '@baandee/domain';
import type { PostFormValues } from '../form-values';
import { usePostFormContext } from '../post-form-context';
import { FormSection } from './form-section';
import { selectProps } from './select-props';
import { StepForm } from './step-form';

const COUNTED = [
  { name: 'total_bedroom', room: 'bedroom', letter: 'B' },
  { name: 'total_restroom', room: 'restroom', letter: 'R' },
  { name: 'car_park_size', room: 'carPark', letter: 'C' },
] as const;
const TOGGLED = [
  { name: 'total_livingroom', room: 'livingroom', letter: 'L' },
  { name: 'total_diningroom', room: 'diningroom', letter: 'D' },
  { name: 'total_kitchen', room: 'kitchen', letter: 'K' },
] as const;

/** The room code the counts make, as cards and search show it (e.g. 3B4+R1CLK). */
export function roomCodeOf(values: Pick<PostFormValues, (typeof COUNTED)[number]['name'] | (typeof TOGGLED)[number]['name']>): string {
  return roomCode({
    bedrooms: values.total_bedroom,
    restrooms: values.total_restroom,
    carParks: values.car_park_size,
    living: values.total_livingroom,
    dining: values.total_diningroom,
    kitchen: values.total_kitchen,
  });
}

/** 0, 1, 2, 3 and 4+: each count one tap away (a cycle made 4+ cost four taps and overshooting five more). */
const COUNT_OPTIONS = Array.from({ length: ROOM_COUNT_CAP + 1 }, (_, count) => ({
  value: String(count),
  label: count === ROOM_COUNT_CAP ? `${ROOM_COUNT_CAP}+` : String(count),
}));

/** Step 3 (AnnounceFormRoom): room counts (one choice of 0-4+ each), facing, view, highlight and rules. */
export function RoomStep() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const code = roomCodeOf(form.values);
  const choose = (field: string) => t('choose', { field });

  return (
    <StepForm step="room">
      <FormSection title={t('room.sections.rooms')} hint={t('room.countHint')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {COUNTED.map(({ name, room, letter }) => (
            <Stack key={name} gap={4}>
              <Text id={`room-${letter}-label`} size="sm" fw={500}>
                {t(`listing:rooms.${room}`)}
              </Text>
              <SegmentedControl
                aria-labelledby={`room-${letter}-label`}
                data-testid={`room-${letter}`}
                fullWidth
                data={COUNT_OPTIONS}
                value={String(capRoomCount(form.values[name]))}
                onChange={(value) => form.setFieldValue(name, Number(value))}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          {TOGGLED.map(({ name, room, letter }) => (
            <Button
              key={name}
              variant={form.values[name] ? 'filled' : 'default'}
              aria-pressed={form.values[name]}
              onClick={() => form.setFieldValue(name, !form.values[name])}
              data-testid={`room-${letter}`}
            >
              {t(`listing:rooms.${room}`)}
            </Button>
          ))}
        </Group>
        <Group gap="xs" aria-live="polite">
          <Text fw={500}>{t('room.code')}:</Text>
          {code ? (
            <Badge size="lg" variant="light" data-testid="room-code">
              {code}
            </Badge>
          ) : (
            <Text c="dimmed" data-testid="room-code">
              {t('room.codeEmpty')}
            </Text>
          )}
        </Group>
      </FormSection>

      <FormSection title={t('room.sections.orientation')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t('listing:fields.direction')}
            placeholder={choose(t('listing:fields.direction'))}
            data={DIRECTIONS.map((direction) => ({ value: direction, label: t(`listing:direction.${direction}`) }))}
            clearable
            {...selectProps(form, 'direction')}
          />
          <Select
            label={t('listing:fields.room_view_id')}
            placeholder={choose(t('listing:fields.room_view_id'))}
            data={ROOM_VIEWS.map((view) => ({ value: String(view.id), label: t(`listing:views.${view.slug}`) }))}
            clearable
            {...selectProps(form, 'room_view_id')}
          />
          <Select
            label={t('listing:fields.room_prominent_id')}
            placeholder={choose(t('listing:fields.room_prominent_id'))}
            data={ROOM_PROMINENT.map((item) => ({ value: String(item.id), label: t(`listing:prominent.${item.slug}`) }))}
            clearable
            {...selectProps(form, 'room_prominent_id')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('room.sections.rules')}>
        <Stack gap="sm">
          {LISTING_RULE_FLAGS.map((rule) => (
            <Checkbox key={rule} label={t(`listing:rules.${rule}`)} {...form.getInputProps(rule, { type: 'checkbox' })} />
          ))}
        </Stack>
      </FormSection>
    </StepForm>
  );
}

import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingView } from '@baandee/contracts';
import { formatNumber, LISTING_RULE_FLAGS, ROOM_PROMINENT, ROOM_VIEWS } from '@baandee/domain';
import { localName } from '../../../lib/listing-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const FEES = ['maintenance_fee', 'deposit_price', 'insurance_fee', 'water_price_per_unit', 'electricity_price_per_unit', 'internet_price_per_month'] as const;

/** Every detail of the listing form: the unit, its rules, its costs, furniture and facilities. */
export function ListingFacts({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  const view = ROOM_VIEWS.find((item) => item.id === listing.room_view_id);
  const prominent = ROOM_PROMINENT.find((item) => item.id === listing.room_prominent_id);
  const fees = FEES.filter((field) => listing[field] !== null);
  const rooms = [
    ['bedroom', listing.total_bedroom],
    ['restroom', listing.total_restroom],
    ['carPark', listing.car_park_size],
  ] as const;

  return (
    <Stack gap="xl">
      <Section id="listing-details" title={t('page.details')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" data-testid="listing-details">
          {listing.estate_type && <Fact label={t('fields.estate_type_id')}>{localName(listing.estate_type)}</Fact>}
          {listing.project_estate_name && <Fact label={t('fields.project_estate_name')}>{listing.project_estate_name}</Fact>}
          <Fact label={t('page.roomCode')}>{listing.room_code}</Fact>
          {listing.area_size !== null && <Fact label={t('fields.area_size')}>{formatNumber(listing.area_size)}</Fact>}
          {rooms.map(([key, count]) => (
            <Fact key={key} label={t(`rooms.${key}`)}>
              {count >= 4 ? '4+' : count}
            </Fact>
          ))}
          {listing.room_floor !== null && (
            <Fact label={t('fields.room_floor')}>
              {listing.total_floor !== null ? t('page.floorOf', { floor: String(listing.room_floor), total: String(listing.total_floor) }) : listing.room_floor}
            </Fact>
          )}
          {listing.room_floor === null && listing.total_floor !== null && <Fact label={t('fields.total_floor')}>{listing.total_floor}</Fact>}
          {listing.released_year !== null && <Fact label={t('fields.released_year')}>{listing.released_year}</Fact>}
          {listing.direction && <Fact label={t('fields.direction')}>{t(`direction.${listing.direction}`)}</Fact>}
          {view && <Fact label={t('fields.room_view_id')}>{t(`views.${view.slug}`)}</Fact>}
          {prominent && <Fact label={t('fields.room_prominent_id')}>{t(`prominent.${prominent.slug}`)}</Fact>}
        </SimpleGrid>
        <Group gap="xs">
          {(['livingroom', 'diningroom', 'kitchen'] as const)
            .filter((room) => listing[`total_${room}`] === 1)
            .map((room) => (
              <Badge key={room} variant="light" color="gray" tt="none">
                {t(`rooms.${room}`)}
              </Badge>
            ))}
        </Group>
      </Section>

      <Section id="listing-rules" title={t('page.rules')}>
        <Group gap="lg" data-testid="listing-rules">
          {LISTING_RULE_FLAGS.map((rule) => {
            const allowed = listing[rule] === 1;
            const Icon = allowed ? IconCheck : IconX;
            return (
              <Group key={rule} gap={4}>
                <Icon size={18} color={allowed ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)'} aria-hidden />
                <Text size="sm">
                  {t(`rules.${rule}`)}: {allowed ? t('page.allowed') : t('page.notAllowed')}
                </Text>
              </Group>
            );
          })}
        </Group>
      </Section>

      {fees.length > 0 && (
        <Section id="listing-fees" title={t('page.fees')}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" data-testid="listing-fees">
            {fees.map((field) => (
              <Fact key={field} label={t(`fields.${field}`)}>
                {formatNumber(listing[field]!)}
              </Fact>
            ))}
          </SimpleGrid>
        </Section>
      )}

      {listing.furniture.length > 0 && (
        <Section id="listing-furniture" title={t('page.furniture')}>
          <NameChips items={listing.furniture} />
        </Section>
      )}
      {listing.facilities.length > 0 && (
        <Section id="listing-facilities" title={t('page.facilities')}>
          <NameChips items={listing.facilities} />
        </Section>
      )}
    </Stack>
  );
}

function NameChips({ items }: { items: { id: number; name_th: string; name_en: string }[] }) {
  return (
    <Group gap="xs">
      {items.map((item) => (
        <Badge key={item.id} variant="light" tt="none" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
          {localName(item)}
        </Badge>
      ))}
    </Group>
  );
}

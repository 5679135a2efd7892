import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIRECTIONS, formatNumber, LISTING_RULE_FLAGS, requiredPrices, ROOM_PROMINENT, ROOM_VIEWS } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useAddressData } from '../../../lib/master-data/get-address-data';
import { estateMasterQuery } from '../../../lib/master-data/get-estate-master';
import { useTrainData } from '../../../lib/master-data/get-train-data';
import type { PostFormValues } from '../form-values';
import { STEPS, stepHref, type StepKey } from '../steps';
import { roomCodeOf } from './room-step';

type Named = { id: number; name_th: string; name_en: string };

function Section({ step, id, children }: { step: StepKey; id: number | null; children: ReactNode }) {
  const { t } = useTranslation('postForm');
  const title = t(`steps.${step}.label`);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" data-testid={`summary-${step}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={stepHref(id, STEPS.find((item) => item.key === step)!.path)} size="sm">
          {t('summary.edit', { step: title })}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: '45%', sm: 220 } as never} style={{ background: 'none', fontWeight: 500 }}>
              {label}
            </Table.Th>
            {/* a long e-mail or link breaks inside itself rather than widening a phone's page */}
            <Table.Td style={{ overflowWrap: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Everything the five steps hold, grouped by step with a link back to each (ListingPreview). */
export function ListingSummary({ values }: { values: PostFormValues }) {
  const { t } = useTranslation(['postForm', 'listing']);
  const language = currentLanguage();
  const { data: master } = useQuery(estateMasterQuery());
  const { data: address } = useAddressData();
  const { data: train } = useTrainData();
  const name = (list: readonly Named[] | undefined, id: string | number) => {
    const item = list?.find((entry) => String(entry.id) === String(id));
    return item ? (language === 'en' ? item.name_en : item.name_th) : t('summary.empty');
  };
  const or = (value: string) => (value.trim() === '' ? t('summary.empty') : value);
  const money = (value: string) => (value === '' ? t('summary.empty') : formatNumber(Number(value), language === 'en' ? 'en-US' : 'th-TH'));
  const field = (key: string) => t(`listing:fields.${key}` as 'listing:fields.area_size');
  const yesNo = (value: boolean) => (value ? t('summary.yes') : t('summary.no'));
  const { id } = values;

  const view = ROOM_VIEWS.find((item) => String(item.id) === values.room_view_id);
  const prominent = ROOM_PROMINENT.find((item) => String(item.id) === values.room_prominent_id);
  const direction = DIRECTIONS.find((item) => item === values.direction);
  const pinned = values.location_lat !== null && values.location_lng !== null;

  return (
    <Stack gap="md" data-testid="listing-summary">
      <Section step="info" id={id}>
        <Rows
          rows={[
            [field('sell_type'), values.sell_type ? t(`listing:sellType.${values.sell_type}`) : t('summary.empty')],
            [field('estate_type_id'), name(master?.estate_types, values.estate_type_id)],
            [field('project_estate_name'), or(values.project_estate_name)],
            [field('area_size'), values.area_size ? `${values.area_size} ${t('listing:units.sqm')}` : t('summary.empty')],
            [field('released_year'), or(values.released_year)],
            [field('total_floor'), or(values.total_floor)],
            [field('room_floor'), or(values.room_floor)],
            [field('province_id'), name(address?.provinces, values.province_id)],
            [field('district_id'), name(address?.districts, values.district_id)],
            [field('sub_district_id'), name(address?.sub_districts, values.sub_district_id)],
            [field('postal_code'), or(values.postal_code)],
            [field('road'), or(values.road)],
            [field('lane'), or(values.lane)],
            [field('address_short'), or(values.address_short)],
            [field('location'), pinned ? `${t('summary.pin')} (${values.location_lat!.toFixed(5)}, ${values.location_lng!.toFixed(5)})` : t('summary.empty')],
          ]}
        />
      </Section>
      <Section step="price" id={id}>
        <Rows
          rows={[
            ...requiredPrices(values.sell_type || null).map((key): [string, ReactNode] => [field(key), money(values[key])]),
            ...(['maintenance_fee', 'deposit_price', 'insurance_fee', 'water_price_per_unit', 'electricity_price_per_unit', 'internet_price_per_month'] as const).map(
              (key): [string, ReactNode] => [field(key), money(values[key])],
            ),
          ]}
        />
      </Section>
      <Section step="room" id={id}>
        <Rows
          rows={[
            [t('room.code'), roomCodeOf(values) || t('room.codeEmpty')],
            [field('direction'), direction ? t(`listing:direction.${direction}`) : t('summary.empty')],
            [field('room_view_id'), view ? t(`listing:views.${view.slug}`) : t('summary.empty')],
            [field('room_prominent_id'), prominent ? t(`listing:prominent.${prominent.slug}`) : t('summary.empty')],
            ...LISTING_RULE_FLAGS.map((rule): [string, ReactNode] => [t(`listing:rules.${rule}`), yesNo(values[rule])]),
          ]}
        />
      </Section>
      <Section step="facility" id={id}>
        <Rows
          rows={[
            [field('furniture_cast'), values.furniture_cast.map((item) => name(master?.furniture, item)).join(', ') || t('summary.empty')],
            [field('facility_cast'), values.facility_cast.map((item) => name(master?.facilities, item)).join(', ') || t('summary.empty')],
            [
              field('nearby_station_cast'),
              values.nearby_station_cast.map((row) => `${name(train?.train_stations, row.train_station_id)} ${row.distance} ${t('listing:units.km')}`).join(', ') ||
                t('summary.empty'),
            ],
            [
              field('nearby_location_cast'),
              values.nearby_location_cast
                .map((row) => `${row.location_name} (${name(master?.location_types, row.location_type_id)}) ${row.distance} ${t('listing:units.km')}`)
                .join(', ') || t('summary.empty'),
            ],
          ]}
        />
      </Section>
      <Section step="post" id={id}>
        <Stack gap="sm">
          <Text fw={700} size="lg">
            {or(values.announce_title)}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{or(values.announce_description)}</Text>
          <Group gap="xs">
            <Badge variant="light">{t('summary.images', { cover: values.cover_img ? '1' : '0', gallery: String(values.gallery_img_cast.length) })}</Badge>
          </Group>
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
            {[values.cover_img, ...values.gallery_img_cast].filter((image) => image !== null).map((image, index) => (
              <Image key={image.url} src={image.thumb_url} alt={index === 0 && values.cover_img ? t('post.images.coverAlt') : t('post.images.alt', { number: String(index) })} radius="sm" />
            ))}
          </SimpleGrid>
          <Rows
            rows={(
              ['video_preview', 'contact_firstname', 'contact_lastname', 'contact_company_name', 'contact_email', 'contact_phone', 'contact_line', 'contact_facebook', 'contact_site'] as const
            ).map((key): [string, ReactNode] => [field(key), or(values[key])])}
          />
        </Stack>
      </Section>
    </Stack>
  );
}

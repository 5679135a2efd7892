import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ListingView, PriceInsight } from '@baandee/contracts';
import { formatNumber, percentFromMedian, PRICE_INSIGHT_MIN_SAMPLE, priceStanding, ROOM_COUNT_CAP } from '@baandee/domain';
import { localName } from '../../../lib/listing-text';

const STANDING_COLOURS = { below: 'green', near: 'gray', above: 'orange' } as const;

/** "14% below the median", "About the median": how the price stands; null without a median. */
export function standingText(t: TFunction<'listing'>, insight: PriceInsight): { text: string; colour: string } | null {
  if (insight.area_median_price_per_sqm === null) return null;
  const standing = priceStanding(insight.price_per_sqm, insight.area_median_price_per_sqm);
  const percent = Math.abs(percentFromMedian(insight.price_per_sqm, insight.area_median_price_per_sqm));
  const text = standing === 'near' ? t('insight.near') : t(`insight.${standing}`, { percent: String(percent) });
  return { text, colour: STANDING_COLOURS[standing] };
}

export const perSqmText = (t: TFunction<'listing'>, kind: PriceInsight['kind'], price: number) => t(`insight.perSqm.${kind}`, { price: formatNumber(price) });

type GroupOf = Pick<ListingView, 'estate_type' | 'district' | 'total_bedroom'>;

/** "1-bedroom Condo in Watthana": the listings the median is taken from. */
function groupText(t: TFunction<'listing'>, listing: GroupOf): string {
  const bedrooms = listing.total_bedroom;
  const rooms = bedrooms === 0 ? t('insight.studio') : bedrooms >= ROOM_COUNT_CAP ? t('insight.bedroomsMany') : t('insight.bedrooms', { count: bedrooms });
  return t('insight.group', { type: localName(listing.estate_type), rooms, district: localName(listing.district) });
}

/**
 * The listing's price per m² and how it stands against the median of the district's
 * published listings of the same offer, type and bedrooms (docs/decisions/058); under the
 * minimum sample it says so instead of showing a median.
 */
export function PriceInsightPanel({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  if (listing.price_insights.length === 0) return null;
  const several = listing.price_insights.length > 1;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="price-insight" data-testid="price-insight">
      <Stack gap="sm">
        <Title order={2} size="h5" id="price-insight">
          {t('insight.title')}
        </Title>
        {listing.price_insights.map((insight) => {
          const standing = standingText(t, insight);
          return (
            <Stack key={insight.kind} gap={4} data-testid={`price-insight-${insight.kind}`}>
              <Group gap="xs" wrap="wrap">
                {several && (
                  <Text size="sm" c="dimmed">
                    {t(`insight.kind.${insight.kind}`)}
                  </Text>
                )}
                <Text fw={700} data-testid="price-per-sqm">
                  {perSqmText(t, insight.kind, insight.price_per_sqm)}
                </Text>
                {standing && (
                  <Badge color={standing.colour} variant="light" tt="none" data-testid="price-standing">
                    {standing.text}
                  </Badge>
                )}
              </Group>
              {insight.area_median_price_per_sqm !== null ? (
                <Text size="sm" c="dimmed" data-testid="area-median">
                  {t('insight.median', { price: perSqmText(t, insight.kind, insight.area_median_price_per_sqm) })} · {groupText(t, listing)} ·{' '}
                  {t('insight.sample', { count: insight.area_sample_size })}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" data-testid="area-median-too-few">
                  {t('insight.tooFew', { found: String(insight.area_sample_size), min: String(PRICE_INSIGHT_MIN_SAMPLE) })}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}

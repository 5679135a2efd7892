import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingView } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { formatDate } from '../../../lib/listing-text';

/** Every change of rent or sale price, newest first, and how long the unit has been on the market. */
export function PriceHistory({ listing }: { listing: Pick<ListingView, 'price_history' | 'days_on_market'> }) {
  const { t } = useTranslation('listing');
  const changes = [...listing.price_history].reverse();
  const amount = (value: number | null) => (value === null ? '–' : formatNumber(value));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="price-history" data-testid="price-history">
      <Stack gap="xs">
        <Title order={2} size="h5" id="price-history">
          {t('priceHistory.title')}
        </Title>
        {listing.days_on_market !== null && (
          <Text size="sm" fw={600} data-testid="days-on-market">
            {t('priceHistory.daysOnMarket', { total: formatNumber(listing.days_on_market), count: listing.days_on_market })}
          </Text>
        )}
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('priceHistory.empty')}
          </Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none">
            {changes.map((change) => (
              <List.Item key={`${change.kind}-${change.changed_at}`}>
                <Text span size="xs" c="dimmed">
                  {formatDate(change.changed_at)}
                </Text>{' '}
                {t(`priceHistory.${change.kind}`)}:{' '}
                {change.old_price === null
                  ? t('priceHistory.first', { new: amount(change.new_price) })
                  : t('priceHistory.change', { old: amount(change.old_price), new: amount(change.new_price) })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingView } from '@baandee/contracts';

/** The other listers of this unit, linked by our team (docs/decisions/057): each name opens their listing. */
export function AlsoListedBy({ listing }: { listing: Pick<ListingView, 'also_listed_by'> }) {
  const { t } = useTranslation('listing');
  if (listing.also_listed_by.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="also-listed-by">
      <Stack gap={6}>
        <Title order={2} size="h5" c="dimmed">
          {t('duplicate.alsoListedBy')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('duplicate.alsoListedByNote')}
        </Text>
        {listing.also_listed_by.map((other) => (
          <Anchor key={other.listing_id} component={Link} to={`/view-announce/${other.slug_id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {other.name || t('duplicate.otherLister')}
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
}

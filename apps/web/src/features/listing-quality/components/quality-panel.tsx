import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListingQuality } from '../api/get-listing-quality';
import { QualityFixes } from './quality-fixes';
import { QualityMeter } from './quality-meter';

/** The post form's summary: the listing's score and every fix, each linking to its step. */
export function QualityPanel({ listingId }: { listingId: number | null }) {
  const { t } = useTranslation('listing');
  const query = useListingQuality(listingId);
  if (listingId === null) return null;
  const quality = query.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" data-testid="quality-panel" aria-busy={query.isFetching}>
      {query.isError ? (
        <Alert color="red">{t('quality.error')}</Alert>
      ) : !quality ? (
        <Skeleton height={48} />
      ) : (
        <Stack gap="sm">
          <QualityMeter score={quality.score} />
          {quality.fixes.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="quality-perfect">
              {t('quality.perfect')}
            </Text>
          ) : (
            <>
              <Title order={3} size="h5">
                {t('quality.fixesTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('quality.intro')}
              </Text>
              <QualityFixes listingId={listingId} fixes={quality.fixes} />
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}

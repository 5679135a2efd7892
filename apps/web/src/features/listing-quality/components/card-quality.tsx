import { useState } from 'react';
import { Button, Collapse, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useListingQuality } from '../api/get-listing-quality';
import { QualityFixes } from './quality-fixes';
import { QualityMeter } from './quality-meter';

/** "My listings": the score from the list's row; the fixes are asked for when the owner opens them. */
export function CardQuality({ listingId, score }: { listingId: number; score: number }) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const query = useListingQuality(listingId, open);
  return (
    <Stack gap={4} data-testid="card-quality">
      <QualityMeter score={score} />
      {score < 100 && (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          data-testid="quality-toggle"
        >
          {t(open ? 'quality.hideFixes' : 'quality.showFixes')}
        </Button>
      )}
      <Collapse expanded={open}>
        {query.isError ? (
          <Text size="xs" c="red.8">
            {t('quality.error')}
          </Text>
        ) : query.data ? (
          <QualityFixes listingId={listingId} fixes={query.data.fixes} />
        ) : (
          open && <Skeleton height={40} />
        )}
      </Collapse>
    </Stack>
  );
}

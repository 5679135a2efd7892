import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingView } from '@baandee/contracts';
import { ListingFacts } from './listing-facts';
import { ListingLocation } from './listing-location';

/**
 * The listing's description, facts and location: below a phone's first screen, so its code
 * loads when it comes near the screen (listing-page.tsx).
 */
export function ListingDetails({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  return (
    // its style and layout wait too, until it comes near the screen (a phone's second screen)
    <Stack gap="xl" className="below-fold">
      {listing.announce_description && (
        <Stack gap="xs" component="section" aria-labelledby="listing-description">
          <Title order={2} size="h4" id="listing-description">
            {t('page.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{listing.announce_description}</Text>
          {listing.video_preview && (
            <Anchor href={listing.video_preview} target="_blank" rel="noopener noreferrer nofollow">
              <Group gap={4} component="span">
                <IconVideo size={18} aria-hidden />
                {t('page.video')}
              </Group>
            </Anchor>
          )}
        </Stack>
      )}
      <ListingFacts listing={listing} />
      <ListingLocation listing={listing} />
    </Stack>
  );
}

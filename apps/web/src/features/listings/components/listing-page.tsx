import { Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingImage, ListingView } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { listingHead } from '@baandee/contracts/page-heads';
import { OutcomePanel } from '../../../components/outcome-panel';
import { PageLoading } from '../../../components/page-loading';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { usePageHead } from '../../../lib/page-head';
import { AdRow, AdSlot } from '../../ads';
import { useListingView } from '../api/get-listing';
import { formatDate, localName, priceLines } from '../../../lib/listing-text';
import { ContactBar } from './contact-bar';
import { FavoriteButton } from './favorite-button';
import { ListingGallery } from './listing-gallery';
import { ShareButton } from './share-button';
import { StatusBanner } from './status-banner';
import { confirmedAvailableText } from './confirmed-available';
import { ThaiText } from '../../../components/thai-text';
import { HydrateApart } from '../../../components/hydrate-apart';
import { serverRenderedPart } from '../../../lib/server-rendered-part';

const ListingDetails = serverRenderedPart(() => import('./listing-details').then((module) => module.ListingDetails));
const ListingSide = serverRenderedPart(() => import('./listing-side').then((module) => module.ListingSide));

/** The cover first, then the gallery; a listing saved before its sizes existed still shows its URLs. */
function photos(listing: ListingView): ListingImage[] {
  if (listing.images.length > 0) return listing.images;
  return [listing.cover_img, ...listing.gallery_img_cast].filter((url): url is string => Boolean(url)).map((url) => ({ url, thumb_url: url, large_url: url }));
}

/**
 * The listing page (spec section 2, /view-announce/{slugId}). A 404 shows the not-found
 * page (the query throws it to the route); a listing the visitor may not see says why.
 */
export function ListingPage({ id }: { id: number }) {
  const { t } = useTranslation('listing');
  const query = useListingView(id);
  usePageHead(query.data, listingHead);

  if (query.error instanceof ApiError) {
    return (
      <Container size="sm" py={{ base: 48, md: 80 }}>
        <OutcomePanel outcome="failure" title={t('page.notFoundTitle')} text={translateMessage(query.error.key)} data-testid="listing-refused" />
      </Container>
    );
  }
  if (!query.data) return <PageLoading />;
  return <ListingContent listing={query.data} />;
}

function ListingContent({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  const title = listing.announce_title || t('card.untitled');
  const confirmed = confirmedAvailableText(t, listing.confirmed_at);
  const place = [localName(listing.district), localName(listing.province)].filter(Boolean).join(', ');
  const contactable = !listing.is_owner && listing.status === 'publish';
  return (
    <Container size="lg" py={{ base: 16, md: 32 }} data-testid="listing-page" data-listing-id={listing.id}>
      <Stack gap="lg">
        <StatusBanner listing={listing} />
        {/* the carousel measures the page as it starts: in a task of its own, after the page's hydration */}
        <HydrateApart>
          <ListingGallery images={photos(listing)} title={title} />
        </HydrateApart>
        <Grid gap={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Stack gap="xs">
                <Group gap="xs">
                  {listing.boosted && (
                    <Badge color="orange" variant="filled">
                      {t('status.boosted')}
                    </Badge>
                  )}
                  {listing.sell_type && <Badge variant="light">{t(`sellType.${listing.sell_type}`)}</Badge>}
                  {listing.estate_type && (
                    <Badge variant="light" color="gray" tt="none">
                      {localName(listing.estate_type)}
                    </Badge>
                  )}
                </Group>
                <Title order={1} size="h2" data-testid="listing-title">
                  <ThaiText>{title}</ThaiText>
                </Title>
                {place && <Text c="dimmed">{[listing.project_estate_name, place].filter(Boolean).join(' · ')}</Text>}
                <Stack gap={0} data-testid="listing-prices">
                  {priceLines(t, listing).map((line) => (
                    <Text key={line.kind} fw={700} fz={{ base: 24, md: 28 }} c="brand.8" data-testid={`listing-price-${line.kind}`}>
                      {line.text}
                    </Text>
                  ))}
                </Stack>
                <Group gap="md" c="dimmed" fz="sm">
                  <span>
                    {t('page.roomCode')}: <strong data-testid="listing-room-code">{listing.room_code}</strong>
                  </span>
                  {listing.published_at && <span>{t('page.postedOn', { date: formatDate(listing.published_at) })}</span>}
                  {confirmed && (
                    <Group gap={4} component="span" c="green.9" fw={600} data-testid="listing-confirmed">
                      <IconCircleCheck size={16} aria-hidden />
                      {confirmed}
                    </Group>
                  )}
                  <Group gap={4} component="span">
                    <IconEye size={16} aria-hidden />
                    {t('page.views', { total: formatNumber(listing.view_count), count: listing.view_count })}
                  </Group>
                </Group>
                <Group gap="sm">
                  <FavoriteButton listingId={listing.id} favorite={listing.favorite} size="xl" />
                  <ShareButton title={title} />
                </Group>
              </Stack>
              <AdSlot page="announceView" position="top" />
              {/* below a phone's first screen: the server's markup until it comes near the screen or the visitor taps, its code loaded then (decisions 004 and 079) */}
              <HydrateApart when="needed">
                <ListingDetails listing={listing} />
              </HydrateApart>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {/* beside the description on desktop, below it on a phone */}
            <HydrateApart when="needed">
              <ListingSide listing={listing} contactable={contactable} />
            </HydrateApart>
          </Grid.Col>
        </Grid>
        <AdSlot page="announceView" position="bottom" />
        <AdRow page="announceView" />
      </Stack>
      {contactable && <ContactBar listing={listing} withForm />}
    </Container>
  );
}

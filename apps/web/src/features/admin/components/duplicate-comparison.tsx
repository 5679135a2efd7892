import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminListingCard, ListingCard } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { localName, priceLines } from '../../../lib/listing-text';
import { listingViewQuery } from '../../listings';
import { useLinkEstate } from '../api/link-estate';
import { notifyDone } from '../notify';

type Side = Pick<ListingCard, 'announce_title' | 'rent_price' | 'sell_price' | 'sell_type' | 'area_size' | 'room_code' | 'district' | 'province' | 'slug_id'> & { cover: string | null; owner: string };

/** One listing's column: cover, title, price, size and place, owner. */
function ListingSide({ label, side }: { label: string; side: Side }) {
  const { t } = useTranslation(['admin', 'listing']);
  const { t: listingT } = useTranslation('listing');
  const place = [localName(side.district), localName(side.province)].filter(Boolean).join(', ');
  return (
    <Stack gap={4} data-testid="duplicate-side">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {side.cover && <Image src={side.cover} alt="" h={96} radius="sm" fit="cover" />}
      <Anchor component={Link} to={`/view-announce/${side.slug_id}`} target="_blank" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {side.announce_title || t('listing:card.untitled')} <IconExternalLink size={12} aria-hidden />
      </Anchor>
      <Text size="xs">
        {[...priceLines(listingT, side).map((line) => line.text), side.area_size !== null ? t('listing:card.area', { area: formatNumber(side.area_size) }) : null, side.room_code, place]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {t('duplicates.owner', { name: side.owner })}
      </Text>
    </Stack>
  );
}

/**
 * The moderation card's part for a listing held as a duplicate (docs/decisions/057): the
 * held listing beside the one it matched, the photo pairs that matched (each side by side,
 * with how many bits differ), and the link as "also listed by". Approve and reject stay
 * the card's own buttons.
 */
export function DuplicateComparison({ listing }: { listing: AdminListingCard }) {
  const { t } = useTranslation('admin');
  const otherId = listing.duplicate_of!;
  const other = useQuery({ ...listingViewQuery(otherId), retry: false });
  const link = useLinkEstate();
  const ownerName = (first: string | null, last: string | null, fallback: string | null) => [first, last].filter(Boolean).join(' ') || fallback || '–';
  const photos = listing.duplicate_matches.filter((match) => match.reason === 'photo');
  const unit = listing.duplicate_matches.some((match) => match.reason === 'unit');
  return (
    <Paper withBorder radius="md" p="sm" bg="yellow.0" data-testid="duplicate-comparison" aria-labelledby={`duplicate-${listing.id}`}>
      <Stack gap="sm">
        <Title order={4} size="h6" id={`duplicate-${listing.id}`}>
          {t('duplicates.title', { id: String(otherId) })}
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          <ListingSide
            label={t('duplicates.thisListing')}
            side={{ ...listing, cover: listing.images[0]?.thumb_url ?? null, owner: ownerName(listing.owner.firstname, listing.owner.lastname, listing.owner.email) }}
          />
          {other.data ? (
            <ListingSide
              label={t('duplicates.otherListing', { id: String(otherId) })}
              side={{ ...other.data, cover: other.data.images[0]?.thumb_url ?? null, owner: ownerName(other.data.contact_firstname ?? other.data.owner.firstname, other.data.contact_lastname ?? other.data.owner.lastname, other.data.contact_company_name ?? other.data.owner.company_name) }}
            />
          ) : (
            <Text size="xs" c="dimmed">
              {other.isError ? t('duplicates.missing') : '…'}
            </Text>
          )}
        </SimpleGrid>
        {photos.length > 0 && (
          <Stack gap={6} role="group" aria-label={t('duplicates.photoPairs')}>
            <Text size="xs" fw={700}>
              {t('duplicates.photoPairs')}
            </Text>
            {photos.map((match, index) => (
              <Stack key={index} gap={2} data-testid="duplicate-pair">
                <SimpleGrid cols={2} spacing="sm">
                  <Image src={match.image_url} alt="" h={72} radius="sm" fit="cover" />
                  <Image src={match.other_image_url} alt="" h={72} radius="sm" fit="cover" />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  {t('duplicates.pair', { index: String(index + 1), distance: String(match.distance) })}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        {unit && <Text size="xs">{t('duplicates.unit')}</Text>}
        {listing.status === 'pending' && (
          <Group gap="xs" align="center">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLink size={16} aria-hidden />}
              loading={link.isPending}
              onClick={() => link.mutate(listing.id, { onSuccess: () => notifyDone(t('duplicates.linked')) })}
              data-action="link"
            >
              {t('duplicates.link')}
            </Button>
            <Text size="xs" c="dimmed" style={{ flex: '1 1 12rem' }}>
              {t('duplicates.linkHint')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

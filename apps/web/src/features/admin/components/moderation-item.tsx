import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBan, IconCheck, IconExternalLink, IconLockOpen, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminListingCard, ListingImage } from '@baandee/contracts';
import { formatNumber, type ListingStatus, type ModerationAction } from '@baandee/domain';
import { formatDate, localName, priceLines } from '../../../lib/listing-text';
import { useModerateEstate } from '../api/moderate-estate';
import { useQueueFocus } from '../use-queue-focus';
import { DuplicateComparison } from './duplicate-comparison';
import { ownerLine } from '../owner-line';
import { ReasonModal } from './reason-modal';

/** What an admin may decide for a listing in each status (the API refuses the rest). */
export const MODERATION_BY_STATUS: Record<ListingStatus, readonly ModerationAction[]> = {
  pending: ['approve', 'reject', 'ban'],
  publish: ['ban'],
  'un-publish': ['ban'],
  draft: ['ban'],
  closed: [],
  banned: ['unban'],
};
const WITH_REASON = new Set<ModerationAction>(['reject', 'ban']);
const LOOKS = {
  approve: { Icon: IconCheck, color: 'green', variant: 'filled' },
  reject: { Icon: IconX, color: 'orange', variant: 'light' },
  ban: { Icon: IconBan, color: 'red', variant: 'light' },
  unban: { Icon: IconLockOpen, color: 'gray', variant: 'light' },
} as const;

/** One listing in the queue: photos (click for the large size), details, owner, when it was sent, and the decisions. */
export function ModerationItem({ listing, selection }: { listing: AdminListingCard; selection?: { checked: boolean; onChange: (checked: boolean) => void } }) {
  const { t } = useTranslation(['admin', 'listing']);
  const { t: listingT } = useTranslation('listing');
  const moderate = useModerateEstate();
  const [asking, setAsking] = useState<'reject' | 'ban' | null>(null);
  const [large, setLarge] = useState<ListingImage | null>(null);
  const item = useQueueFocus<HTMLElement>();
  const place = [localName(listing.district), localName(listing.province)].filter(Boolean).join(', ');

  // the hook confirms the decision: this card may have left the queue by the time it is done
  const decide = (action: ModerationAction, reason?: string) => moderate.mutate({ id: listing.id, action, reason }, { onSuccess: () => setAsking(null) });

  return (
    <Paper ref={item} tabIndex={-1} withBorder radius="lg" p="md" component="article" aria-labelledby={`moderation-${listing.id}`} data-testid="moderation-item" data-listing-id={listing.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            {selection && (
              <Checkbox
                mt={4}
                checked={selection.checked}
                onChange={(event) => selection.onChange(event.currentTarget.checked)}
                aria-label={t('queue.estates.select', { title: listing.announce_title || t('listing:card.untitled') })}
                data-testid="moderation-select"
              />
            )}
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={`moderation-${listing.id}`}>
              {listing.announce_title || t('listing:card.untitled')}
            </Title>
            <Text size="sm" c="dimmed">
              {[listing.estate_type && localName(listing.estate_type), listing.sell_type && t(`listing:sellType.${listing.sell_type}`), listing.room_code]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          </Group>
          <Badge variant="light">{t(`listing:status.${listing.status}`)}</Badge>
        </Group>
        {listing.images.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6} aria-label={t('moderation.photos')} role="group">
            {listing.images.map((image, index) => (
              <UnstyledButton key={image.url} onClick={() => setLarge(image)} aria-label={t('moderation.viewPhoto', { index: String(index + 1) })}>
                <Image src={image.thumb_url} alt="" radius="sm" h={64} fit="cover" loading="lazy" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
        <Group gap="lg" fz="sm">
          {priceLines(listingT, listing).map((line) => (
            <Text key={line.kind} fw={700} size="sm">
              {line.text}
            </Text>
          ))}
          {listing.area_size !== null && <Text size="sm">{t('listing:card.area', { area: formatNumber(listing.area_size) })}</Text>}
          {place && <Text size="sm">{place}</Text>}
        </Group>
        {/* an address has no spaces: a long one breaks anywhere rather than widen the card past a phone's screen */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('moderation.owner')}: <span data-testid="moderation-owner">{ownerLine(listing.owner) || t('moderation.ownerAccount', { id: String(listing.owner.id) })}</span>
        </Text>
        {listing.submitted_at && (
          <Text size="xs" c="dimmed">
            {t('moderation.submitted', { date: formatDate(listing.submitted_at) })}
          </Text>
        )}
        {listing.duplicate_of !== null && <DuplicateComparison listing={listing} />}
        {listing.moderation_reason && (
          <Text size="xs" c="red.8">
            {t('moderation.lastReason', { reason: listing.moderation_reason })}
          </Text>
        )}
        <Group gap="xs">
          {MODERATION_BY_STATUS[listing.status].map((action) => {
            const { Icon, color, variant } = LOOKS[action];
            return (
              <Button
                key={action}
                size="xs"
                color={color}
                variant={variant}
                leftSection={<Icon size={16} aria-hidden />}
                loading={moderate.isPending && moderate.variables?.action === action}
                onClick={() => (action === 'reject' || action === 'ban' ? setAsking(action) : decide(action))}
                data-action={action}
              >
                {t(`moderation.${action}`)}
              </Button>
            );
          })}
          <Anchor component={Link} to={`/view-announce/${listing.slug_id}`} target="_blank" size="sm" ml="auto">
            <Group gap={4} component="span">
              {t('moderation.open')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
      <ReasonModal
        opened={asking !== null}
        title={asking === 'ban' ? t('moderation.banTitle') : t('moderation.rejectTitle')}
        loading={moderate.isPending}
        onSubmit={(reason) => asking && WITH_REASON.has(asking) && decide(asking, reason)}
        onClose={() => setAsking(null)}
      />
      <Modal opened={large !== null} onClose={() => setLarge(null)} size="xl" centered title={listing.announce_title ?? ''}>
        {large && <Image src={large.large_url} alt="" radius="md" />}
      </Modal>
    </Paper>
  );
}

import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandLine, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingView } from '@baandee/contracts';
import { formatNumber, lineAddFriendUrl } from '@baandee/domain';
import { profileImageSrc } from '../../../lib/profile-image';
import { formatDate } from '../../../lib/listing-text';
import { PhoneReveal } from './phone-reveal';

/** Who posted the listing, linking to their agent profile, with the listing's contact channels. */
export function OwnerCard({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  const { owner } = listing;
  const name =
    [listing.contact_firstname ?? owner.firstname, listing.contact_lastname ?? owner.lastname].filter(Boolean).join(' ') ||
    owner.company_name ||
    t('owner.title');
  const company = listing.contact_company_name ?? owner.company_name;
  const profile = `/view-profile/${owner.id}`;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="owner-card">
      <Stack gap="sm">
        <Title order={2} size="h5" c="dimmed">
          {t('owner.title')}
        </Title>
        <Group wrap="nowrap">
          <Avatar src={profileImageSrc(owner.profile_img_path)} alt="" size={56} radius="xl" />
          <div>
            <Anchor component={Link} to={profile} fw={700} data-testid="owner-profile-link">
              {name}
            </Anchor>
            {company && company !== name && <Text size="sm">{company}</Text>}
            <Text size="xs" c="dimmed">
              {t(`owner.userType.${owner.user_type as 'individual' | 'company'}`, { defaultValue: '' })}
              {' · '}
              {t('owner.memberSince', { date: formatDate(owner.member_since) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('owner.listings', { total: formatNumber(owner.published_count), count: owner.published_count })}
            </Text>
          </div>
        </Group>
        {listing.contact_phone && <PhoneReveal phone={listing.contact_phone} />}
        {listing.contact_line && lineAddFriendUrl(listing.contact_line) && (
          // the LINE app's add-friend page: one tap from the id to a chat with the owner
          <Anchor
            href={lineAddFriendUrl(listing.contact_line)!}
            target="_blank"
            rel="noopener noreferrer nofollow"
            fz="sm"
            aria-label={t('owner.addLine', { id: listing.contact_line })}
            data-testid="owner-line"
          >
            <Group gap={6} component="span">
              <IconBrandLine size={18} aria-hidden />
              {t('owner.line', { id: listing.contact_line })}
            </Group>
          </Anchor>
        )}
        {listing.contact_site && (
          <Anchor href={listing.contact_site} target="_blank" rel="noopener noreferrer nofollow" fz="sm">
            <Group gap={6} component="span">
              <IconWorld size={18} aria-hidden />
              {t('owner.website')}
            </Group>
          </Anchor>
        )}
        <Anchor component={Link} to={profile} fz="sm">
          {t('owner.profile')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

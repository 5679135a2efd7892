import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconPhoto, IconRuler2, IconTrain, type Icon as TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard as Card } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { localName, priceLines } from '../listing-text';
import { FavoriteButton } from './favorite-button';
import classes from './listing-card.module.css';

export interface ListingCardProps {
  listing: Card;
  /** The heart; the owner's list has none. */
  heart?: boolean;
  onFavoriteToggled?: (favorite: boolean) => void;
  /** Extra badges over the photo (the owner's list shows the status). */
  badges?: ReactNode;
  /** Below the card's text, above the link layer (the owner's actions). */
  footer?: ReactNode;
  /** The first card of a results page: its photo is the page's largest paint, fetched first. */
  priority?: boolean;
}

/** One dimmed line of the card with its icon, cut short rather than wrapped. */
function IconLine({ Icon, children }: { Icon: TablerIcon; children: ReactNode }) {
  return (
    <Group gap={4} c="dimmed" fz="sm" wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text span fz="sm" truncate>
        {children}
      </Text>
    </Group>
  );
}

/**
 * A listing as a card (home, favourites, profiles, my listings): cover, price for its
 * sell type, title, room code, area, district and nearest station, boosted label and heart.
 * The whole card links to the listing page.
 */
export function ListingCard({ listing, heart = true, onFavoriteToggled, badges, footer, priority = false }: ListingCardProps) {
  const { t } = useTranslation('listing');
  const title = listing.announce_title || t('card.untitled');
  const place = [localName(listing.district), localName(listing.province)].filter(Boolean).join(', ');
  const station = listing.nearest_station;
  return (
    <article className={classes.card} data-testid="listing-card" data-listing-id={listing.id}>
      <div className={classes.media}>
        {listing.cover_img ? (
          <img
            src={listing.cover_img}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={976}
            height={510}
          />
        ) : (
          <div className={classes.noPhoto}>
            <IconPhoto size={32} aria-hidden />
            <Text size="xs">{t('card.noPhoto')}</Text>
          </div>
        )}
        <div className={classes.badges}>
          {listing.boosted && (
            <Badge color="orange" variant="filled" data-testid="boosted-badge">
              {t('status.boosted')}
            </Badge>
          )}
          {listing.sell_type && (
            <Badge color="dark" variant="filled">
              {t(`sellType.${listing.sell_type}`)}
            </Badge>
          )}
          {badges}
        </div>
        {heart && <FavoriteButton announceId={listing.id} favorite={listing.favorite} onToggled={onFavoriteToggled} className={classes.heart} />}
      </div>
      <div className={classes.body}>
        {priceLines(t, listing).map((line) => (
          <Text key={line.kind} fw={700} c="brand.8" fz="lg" data-testid={`card-price-${line.kind}`}>
            {line.text}
          </Text>
        ))}
        <Link to={`/view-announce/${listing.slug_id}`} className={classes.link}>
          <Text component="h3" fw={600} fz="md" className={classes.title}>
            {title}
          </Text>
        </Link>
        <Group gap="xs" c="dimmed" fz="sm">
          <Badge variant="light" color="gray" radius="sm" tt="none" title={t('page.roomCode')}>
            {listing.room_code}
          </Badge>
          {listing.area_size !== null && (
            <Group gap={4} component="span">
              <IconRuler2 size={16} aria-hidden />
              {t('card.area', { area: formatNumber(listing.area_size) })}
            </Group>
          )}
        </Group>
        {place && <IconLine Icon={IconMapPin}>{place}</IconLine>}
        {station && <IconLine Icon={IconTrain}>{t('card.station', { name: localName(station), distance: formatNumber(station.distance) })}</IconLine>}
        {footer && <div className={classes.footer}>{footer}</div>}
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { IconCircleCheck, IconClock, IconMapPin, IconPhoto, IconRuler2, IconTrain, type Icon as TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCard as Card } from '@baandee/contracts';
import { COVER_IMAGE, formatNumber, responsivePhoto } from '@baandee/domain';
import { localName, priceLines } from '../../../lib/listing-text';
import { confirmedAvailableText } from './confirmed-available';
import { FavoriteButton } from './favorite-button';
import classes from './listing-card.module.css';
import { ThaiText } from '../../../components/thai-text';
import { CompareToggle } from '../../../components/compare-toggle';

export interface ListingCardProps {
  listing: Card;
  /** The heart; the owner's list has none. */
  heart?: boolean;
  /** Extra badges over the photo (the owner's list shows the status). */
  badges?: ReactNode;
  /** Below the card's text, above the link layer (the owner's actions). */
  footer?: ReactNode;
  /** The first card of a results page: its photo is the page's largest paint, fetched first. */
  priority?: boolean;
  /** The "compare" toggle; the owner's list has none. */
  compare?: boolean;
  /** A commute search's minutes from the listing to its station ("24 min to Siam"). */
  commute?: { minutes: number; station: string };
  /** Drawn below the first screen: its style, layout and paint wait until it comes near the viewport. */
  belowFold?: boolean;
}

/** One dimmed line of the card with its icon, cut short rather than wrapped. */
function IconLine({ Icon, children }: { Icon: TablerIcon; children: ReactNode }) {
  return (
    <div className={classes.line}>
      <Icon size={16} aria-hidden />
      <span className={classes.truncate}>{children}</span>
    </div>
  );
}

/**
 * A listing as a card (home, favourites, profiles, my listings): cover, price for its
 * sell type, title, room code, area, district and nearest station, boosted label and heart.
 * The whole card links to the listing page. A results page shows ten or more of them, so
 * the card is plain elements styled by its own sheet: no component styles to compute
 * while a server-rendered page is taken over.
 */
export function ListingCard({ listing, heart = true, badges, footer, priority = false, compare = heart, commute, belowFold = false }: ListingCardProps) {
  const { t } = useTranslation('listing');
  const title = listing.announce_title || t('card.untitled');
  const place = [localName(listing.district), localName(listing.province)].filter(Boolean).join(', ');
  const station = listing.nearest_station;
  const confirmed = confirmedAvailableText(t, listing.confirmed_at);
  return (
    <article className={belowFold ? `${classes.card} ${classes.belowFold}` : classes.card} data-testid="listing-card" data-listing-id={listing.id}>
      <div className={classes.media}>
        {listing.cover_img ? (
          <img
            {...responsivePhoto({ url: listing.cover_img, thumb: listing.thumb_img }, 'card')}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={COVER_IMAGE.width}
            height={COVER_IMAGE.height}
          />
        ) : (
          <div className={classes.noPhoto}>
            <IconPhoto size={32} aria-hidden />
            <span className={classes.noPhotoText}>{t('card.noPhoto')}</span>
          </div>
        )}
        <div className={classes.badges}>
          {listing.boosted && (
            <span className={`${classes.badge} ${classes.boosted}`} data-testid="boosted-badge">
              {t('status.boosted')}
            </span>
          )}
          {listing.sell_type && <span className={`${classes.badge} ${classes.deal}`}>{t(`sellType.${listing.sell_type}`)}</span>}
          {badges}
        </div>
        {heart && <FavoriteButton listingId={listing.id} favorite={listing.favorite} className={classes.heart} />}
        {compare && <CompareToggle listingId={listing.id} />}
      </div>
      <div className={classes.body}>
        {priceLines(t, listing).map((line) => (
          <p key={line.kind} className={classes.price} data-testid={`card-price-${line.kind}`}>
            {line.text}
          </p>
        ))}
        <Link to={`/view-announce/${listing.slug_id}`} className={classes.link}>
          <h3 className={classes.title}>
            <ThaiText>{title}</ThaiText>
          </h3>
        </Link>
        <div className={classes.facts}>
          <span className={`${classes.badge} ${classes.code}`} title={t('page.roomCode')}>
            {listing.room_code}
          </span>
          {listing.area_size !== null && (
            <span className={classes.line}>
              <IconRuler2 size={16} aria-hidden />
              {t('card.area', { area: formatNumber(listing.area_size) })}
            </span>
          )}
        </div>
        {place && <IconLine Icon={IconMapPin}>{place}</IconLine>}
        {commute && (
          <p className={classes.commute} data-testid="card-commute">
            <IconClock size={16} aria-hidden />
            <span>{t('card.commute', { minutes: formatNumber(commute.minutes), station: commute.station })}</span>
          </p>
        )}
        {station && <IconLine Icon={IconTrain}>{t('card.station', { name: localName(station), distance: formatNumber(station.distance) })}</IconLine>}
        {confirmed && (
          <div className={`${classes.line} ${classes.confirmed}`} data-testid="card-confirmed">
            <IconCircleCheck size={16} aria-hidden />
            <span className={classes.truncate}>{confirmed}</span>
          </div>
        )}
        {footer && <div className={classes.footer}>{footer}</div>}
      </div>
    </article>
  );
}

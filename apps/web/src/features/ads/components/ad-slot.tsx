import { useEffect, useRef, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Ad } from '@baandee/contracts';
import { AD_SLOT_RATIO, type AdPage, type AdPosition } from '@baandee/domain';
import { useHydrated } from '../../../lib/use-hydrated';
import { adsQuery } from '../api/get-ads';
import { reportClick, reportImpression } from '../api/count-ad';
import { useSteadyReveal } from '../use-steady-reveal';
import classes from './ad-slot.module.css';

/** Share of the ad on screen that counts as seen. */
const SEEN_SHARE = 0.5;

export interface AdSlotProps {
  /** The page name of spec section 2 (homePage, aboutUs, articleList, articleDetail, searchList, announceView). */
  page: AdPage;
  position: AdPosition;
  className?: string;
}

/**
 * One ad position of a page (spec sections 2, 3): the first running ad of that position,
 * in a box of the position's fixed shape (AD_SLOT_RATIO), so its picture never moves the
 * page. The page's ads come from one cached call, asked for by the route's loader; an
 * answer that comes late is drawn only while the slot is off screen (useSteadyReveal).
 * Nothing is drawn when the position has no ad.
 */
export function AdSlot({ page, position, className }: AdSlotProps) {
  const { data, isError } = useQuery(adsQuery(page));
  // the server renders pages without their ads: while the app takes such a page over, the
  // slot is what the server drew (a marker), and the ads follow like a late answer
  const hydrated = useHydrated();
  const known = !hydrated ? undefined : data ? (data.find((ad) => ad.page_position === position) ?? null) : isError ? null : undefined;
  const { marker, shown } = useSteadyReveal(known);
  if (shown === undefined) return <div ref={marker} className={classes.marker} aria-hidden />;
  if (shown === null) return null;
  return <AdBox ad={shown} className={className} />;
}

function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

function AdBox({ ad, className }: { ad: Ad; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_SHARE)) return;
        reportImpression(ad.id);
        observer.disconnect();
      },
      { threshold: SEEN_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ad.id]);

  // a link of this site opens in the app; others in a new tab, so the page stays
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor) return;
    reportClick(ad.id);
    const href = anchor.getAttribute('href') ?? '';
    if (isInternal(href) && !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) {
      event.preventDefault();
      void navigate(href);
    }
  };

  const alt = (i18n.language === 'en' ? ad.alt_en : ad.alt_th) || ad.alt_th || ad.alt_en;
  const external = ad.link !== null && !isInternal(ad.link);
  const html = ad.image_url ? null : ad.html;
  const picture = ad.image_url && <img className={classes.image} src={ad.image_url} alt={alt} loading="lazy" decoding="async" />;
  return (
    <aside
      ref={box}
      className={[classes.slot, html === null && classes.picture, className].filter(Boolean).join(' ')}
      // a picture fills the position's shape; text takes the height its lines need, never cut
      style={html !== null ? undefined : { aspectRatio: AD_SLOT_RATIO[ad.page_position] }}
      aria-label={t('ads.label', { position: t(`ads.positions.${ad.page_position}`) })}
      onClick={onClick}
      data-testid="ad-slot"
      data-ad-id={ad.id}
      data-position={ad.page_position}
    >
      {html !== null ? (
        <div className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />
      ) : ad.link ? (
        <a href={ad.link} {...(external && { target: '_blank', rel: 'sponsored noopener noreferrer' })}>
          {picture}
        </a>
      ) : (
        picture
      )}
      <span className={classes.label}>{t('ads.badge')}</span>
    </aside>
  );
}

/** bottom1 and bottom2 side by side on wide screens, one above the other on phones. */
export function AdRow({ page, className }: { page: AdPage; className?: string }) {
  return (
    <div className={[classes.row, className].filter(Boolean).join(' ')}>
      <AdSlot page={page} position="bottom1" />
      <AdSlot page={page} position="bottom2" />
    </div>
  );
}

import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventBanner as Banner } from '@baandee/contracts';
import { EVENT_BANNER_RATIO } from '@baandee/domain';
import { eventBannerQuery } from '../api/get-event-banner';
import { useSteadyReveal } from '../use-steady-reveal';
import classes from './event-banner.module.css';

/** Home's banner of the running event (GET api/event-banner); nothing when no event runs. */
export function EventBanner() {
  const { data, isError } = useQuery(eventBannerQuery());
  const { marker, shown } = useSteadyReveal<Banner>(data === undefined ? (isError ? null : undefined) : data);
  if (shown === undefined) return <div ref={marker} aria-hidden />;
  if (shown === null) return null;
  return (
    <Container size="lg" py={{ base: 'md', md: 'lg' }}>
      <BannerBox banner={shown} />
    </Container>
  );
}

function BannerBox({ banner }: { banner: Banner }) {
  const { i18n } = useTranslation();
  const title = i18n.language === 'en' ? banner.title_en : banner.title_th;
  const content = (
    <>
      <img className={classes.image} src={banner.image_url} alt="" loading="lazy" decoding="async" />
      <p className={classes.title}>{title}</p>
    </>
  );
  const props = { className: classes.banner, style: { aspectRatio: EVENT_BANNER_RATIO }, 'data-testid': 'event-banner' };
  if (!banner.link) return <section {...props} aria-label={title}>{content}</section>;
  if (banner.link.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Link to={banner.link} {...props}>
        {content}
      </Link>
    );
  }
  return (
    <a href={banner.link} target="_blank" rel="noopener noreferrer" {...props}>
      {content}
    </a>
  );
}

import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingImage } from '@baandee/contracts';
import classes from './listing-gallery.module.css';

/**
 * The listing's photos, cover first: one at a time on a phone, two side by side on desktop,
 * swiped (arrows and keys on desktop); a tap
 * opens the full-screen view in the large size, where swiping goes on.
 */
export function ListingGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const { t } = useTranslation('listing');
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  if (images.length === 0) return null;
  const total = images.length;
  const controls = {
    previousControlProps: { 'aria-label': t('gallery.previous') },
    nextControlProps: { 'aria-label': t('gallery.next') },
  };

  return (
    <section aria-label={t('gallery.label')} className={classes.wrap} data-testid="listing-gallery">
      <Carousel
        withIndicators={total > 1}
        withControls={total > 1}
        emblaOptions={{ loop: total > 1 }}
        onSlideChange={setCurrent}
        initialSlide={current}
        slideSize={{ base: '100%', md: '50%' }}
        slideGap="sm"
        getIndicatorProps={(index) => ({ 'aria-label': t('gallery.photo', { index: String(index + 1), total: String(total) }) })}
        {...controls}
      >
        {images.map((image, index) => (
          <Carousel.Slide key={image.url} className={classes.slide}>
            <button
              type="button"
              className={classes.slideButton}
              aria-label={t('gallery.open', { index: String(index + 1) })}
              onClick={() => {
                setCurrent(index);
                setFullScreen(true);
              }}
            >
              <img
                src={image.url}
                alt={index === 0 ? title : t('gallery.photo', { index: String(index + 1), total: String(total) })}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                width={976}
                height={510}
              />
            </button>
          </Carousel.Slide>
        ))}
      </Carousel>
      <span className={classes.counter} aria-hidden>
        {current + 1}/{total}
      </span>
      <Modal
        opened={fullScreen}
        onClose={() => setFullScreen(false)}
        fullScreen
        title={title}
        closeButtonProps={{ 'aria-label': t('gallery.close') }}
        data-testid="gallery-full-screen"
      >
        <Carousel withControls={total > 1} emblaOptions={{ loop: total > 1 }} initialSlide={current} onSlideChange={setCurrent} {...controls}>
          {images.map((image, index) => (
            <Carousel.Slide key={image.large_url} className={classes.large}>
              <img src={image.large_url} alt={t('gallery.photo', { index: String(index + 1), total: String(total) })} loading="lazy" />
            </Carousel.Slide>
          ))}
        </Carousel>
      </Modal>
    </section>
  );
}

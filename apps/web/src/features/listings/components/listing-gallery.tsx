import { Suspense, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import type { ListingImage } from '@baandee/contracts';
import { COVER_IMAGE, responsivePhoto } from '@baandee/domain';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import classes from './listing-gallery.module.css';

const loadGalleryViewer = () => import('./gallery-viewer').then((module) => module.GalleryViewer);
const GalleryViewer = lazyWithStyles(loadGalleryViewer);

/**
 * The listing's photos, cover first: one at a time on a phone, two side by side on desktop,
 * swiped (arrows and keys on desktop); a tap opens the full-screen view (gallery-viewer.tsx),
 * whose code loads as the finger goes down.
 */
export function ListingGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const { t } = useTranslation('listing');
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // the full-screen view's code loads once a photo is pressed, and stays (it closes with its transition)
  const [viewerWanted, setViewerWanted] = useState(false);
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
              onPointerDown={() => void loadGalleryViewer()}
              onClick={() => {
                setCurrent(index);
                setViewerWanted(true);
                setFullScreen(true);
              }}
            >
              <img
                {...responsivePhoto({ url: image.url, thumb: image.thumb_url }, 'gallery')}
                alt={index === 0 ? title : t('gallery.photo', { index: String(index + 1), total: String(total) })}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                width={COVER_IMAGE.width}
                height={COVER_IMAGE.height}
              />
            </button>
          </Carousel.Slide>
        ))}
      </Carousel>
      <span className={classes.counter} aria-hidden>
        {current + 1}/{total}
      </span>
      {viewerWanted && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} title={title} opened={fullScreen} current={current} onSlideChange={setCurrent} onClose={() => setFullScreen(false)} />
        </Suspense>
      )}
    </section>
  );
}

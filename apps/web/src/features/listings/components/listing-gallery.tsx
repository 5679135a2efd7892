import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Modal } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingImage } from '@baandee/contracts';
import { COVER_IMAGE, responsivePhoto } from '@baandee/domain';
import classes from './listing-gallery.module.css';

/**
 * The listing's photos, cover first: one at a time on a phone, two side by side on desktop,
 * swiped (arrows and keys on desktop); a tap
 * opens the full-screen view in the large size, where swiping goes on: the photo fills a
 * dark screen, and zooms by the browser's own pinch, a double tap or the zoom button
 * (zoomed, it pans by dragging and swiping waits until it is back to size).
 */
export function ListingGallery({ images, title }: { images: ListingImage[]; title: string }) {
  const { t } = useTranslation('listing');
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const viewer = useRef<HTMLDivElement>(null);
  // the point of the photo kept in view as it zooms (shares of its width and height): the middle, or where it was tapped
  const focus = useRef({ x: 0.5, y: 0.5 });

  useEffect(() => {
    const slide = zoomed ? viewer.current?.querySelector<HTMLElement>('[data-zoomed]') : null;
    if (!slide) return;
    slide.scrollTo(focus.current.x * slide.scrollWidth - slide.clientWidth / 2, focus.current.y * slide.scrollHeight - slide.clientHeight / 2);
  }, [zoomed, current]);

  const toggleZoom = (event?: MouseEvent<HTMLElement>) => {
    const box = event?.currentTarget.getBoundingClientRect();
    focus.current = box && !zoomed ? { x: (event!.clientX - box.left) / box.width, y: (event!.clientY - box.top) / box.height } : { x: 0.5, y: 0.5 };
    setZoomed(!zoomed);
  };
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
      <Modal.Root
        opened={fullScreen}
        onClose={() => {
          setFullScreen(false);
          setZoomed(false);
        }}
        fullScreen
        data-testid="gallery-full-screen"
      >
        <Modal.Content ref={viewer} className={classes.viewer}>
          <Modal.Header className={classes.viewerHeader}>
            <Modal.Title className={classes.viewerTitle}>{title}</Modal.Title>
            <ActionIcon variant="subtle" size="lg" className={classes.viewerButton} aria-label={t('gallery.zoom')} aria-pressed={zoomed} onClick={() => toggleZoom()}>
              {zoomed ? <IconZoomOut size={22} aria-hidden /> : <IconZoomIn size={22} aria-hidden />}
            </ActionIcon>
            <Modal.CloseButton className={classes.viewerButton} aria-label={t('gallery.close')} />
          </Modal.Header>
          <Modal.Body className={classes.viewerBody}>
        <Carousel
          withControls={total > 1}
          emblaOptions={{ loop: total > 1, watchDrag: !zoomed }}
          initialSlide={current}
          onSlideChange={(index) => {
            setCurrent(index);
            setZoomed(false);
          }}
          classNames={{ control: classes.viewerControl }}
          aria-label={t('gallery.fullScreen')}
          {...controls}
        >
          {images.map((image, index) => (
            <Carousel.Slide key={image.large_url} className={classes.large} data-zoomed={(zoomed && index === current) || undefined}>
              <img
                src={image.large_url}
                alt={t('gallery.photo', { index: String(index + 1), total: String(total) })}
                loading="lazy"
                onDoubleClick={toggleZoom}
              />
            </Carousel.Slide>
          ))}
        </Carousel>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </section>
  );
}

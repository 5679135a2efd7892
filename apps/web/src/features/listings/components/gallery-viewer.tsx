import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Modal } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingImage } from '@baandee/contracts';
import classes from './listing-gallery.module.css';

/**
 * The gallery's full-screen view, in the large size: swiping goes on, the photo fills a dark
 * screen and zooms by the browser's own pinch, a double tap or the zoom button (zoomed, it
 * pans by dragging and swiping waits until it is back to size). Its code loads at the first
 * tap on a photo (listing-gallery.tsx).
 */
export function GalleryViewer({
  images,
  title,
  opened,
  current,
  onSlideChange,
  onClose,
}: {
  images: ListingImage[];
  title: string;
  opened: boolean;
  current: number;
  onSlideChange(index: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('listing');
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
  const total = images.length;
  const controls = {
    previousControlProps: { 'aria-label': t('gallery.previous') },
    nextControlProps: { 'aria-label': t('gallery.next') },
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={() => {
        onClose();
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
              onSlideChange(index);
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
  );
}

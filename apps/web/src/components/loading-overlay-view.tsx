import { LoadingOverlay } from '@mantine/core';

/** The overlay itself: its own chunk, loaded the first time something blocks the page. */
export function LoadingOverlayView() {
  return <LoadingOverlay visible pos="fixed" zIndex={500} overlayProps={{ blur: 1 }} loaderProps={{ size: 'lg' }} />;
}

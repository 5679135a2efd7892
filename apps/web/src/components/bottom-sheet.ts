import type { DrawerProps } from '@mantine/core';

/**
 * A Drawer as a phone bottom sheet: as tall as its content (up to most of the screen),
 * rounded top corners, clear of the home indicator.
 */
export const bottomSheetProps = {
  position: 'bottom',
  padding: 'lg',
  styles: {
    content: {
      height: 'auto',
      maxHeight: '92dvh',
      borderTopLeftRadius: 'var(--mantine-radius-lg)',
      borderTopRightRadius: 'var(--mantine-radius-lg)',
    },
    body: { paddingBottom: 'calc(var(--mantine-spacing-lg) + env(safe-area-inset-bottom))' },
  },
} satisfies Partial<DrawerProps>;

import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export. The component's Mantine styles are part of its chunk
 * (build/mantine-styles.ts) and load before the chunk runs, so it never shows unstyled.
 */
export function lazyWithStyles<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

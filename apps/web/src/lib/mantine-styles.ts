import { lazy, type ComponentType } from 'react';

let loading: Promise<unknown> | undefined;

/**
 * The full Mantine stylesheet (in @layer mantine, so it never overrides the app's CSS).
 * The first page ships only the styles it renders (app/styles/mantine-critical.ts);
 * anything loaded later awaits this first, so its components never show unstyled.
 */
export function loadMantineStyles(): Promise<unknown> {
  loading ??= import('@mantine/core/styles.layer.css');
  return loading;
}

/** React.lazy for a named export, loaded together with the full Mantine styles. */
export function lazyWithStyles<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadMantineStyles()]);
    return { default: Component };
  });
}

import { lazy } from 'react';
import { loadNamespaces } from '../../../lib/i18n';
import type * as FilterControls from './filter-controls';

type Controls = typeof FilterControls;
let chunk: Promise<Controls> | undefined;

/**
 * Starts loading the search bar's heavier controls and the search catalogue: on the
 * visitor's first focus or click in a search bar, never with the page.
 */
export function loadFilterControls(): Promise<Controls> {
  chunk ??= Promise.all([import('./filter-controls'), loadNamespaces('search')]).then(
    ([controls]) => controls,
    (error: unknown) => {
      chunk = undefined; // a failed download is tried again on the next intent
      throw error;
    },
  );
  return chunk;
}

/** One control of the chunk, rendered once it arrives (inside a Suspense boundary). */
const control = <K extends keyof Controls>(name: K) => lazy(() => loadFilterControls().then((controls) => ({ default: controls[name] })));

export const QuickMenu = control('QuickMenu');
export const EstateTypeMenu = control('EstateTypeMenu');
export const AdvancedPanel = control('AdvancedPanel');
export const RoomCodePicker = control('RoomCodePicker');
export const FilterDrawer = control('FilterDrawer');

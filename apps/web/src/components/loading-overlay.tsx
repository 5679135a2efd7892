import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithStyles } from '../lib/mantine-styles';
import { useIsLoading } from './loading-store';

// no first page shows it: it stays out of the first route's code
const LoadingOverlayView = lazyWithStyles(() => import('./loading-overlay-view').then((module) => module.LoadingOverlayView));

export function GlobalLoadingOverlay() {
  const visible = useIsLoading();
  const { t } = useTranslation('shell');
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" aria-label={t('loading')}>
      <Suspense fallback={<div style={{ position: 'fixed', inset: 0, zIndex: 500 }} />}>
        <LoadingOverlayView />
      </Suspense>
    </div>
  );
}

import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from './loading-store';

export function GlobalLoadingOverlay() {
  const visible = useIsLoading();
  const { t } = useTranslation('shell');
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" aria-label={t('loading')}>
      <LoadingOverlay visible pos="fixed" zIndex={500} overlayProps={{ blur: 1 }} loaderProps={{ size: 'lg' }} />
    </div>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LOADER } from '@baandee/domain';

export interface ContentLoaderProps {
  loading: boolean;
  /** The content failed to load. */
  error?: boolean;
  /** Loaded, but there is nothing to show. */
  empty?: boolean;
  onRetry?: () => void;
  /** Pixels, or a CSS length (e.g. a share of the screen the content will take). */
  minHeight?: number | string;
  /** After this long a still-loading block offers a retry; null waits forever. */
  timeoutMs?: number | null;
  children?: ReactNode;
}

/** A block that shows a loader, then its content, a retry, or an empty message (spec section 2). */
export function ContentLoader({
  loading,
  error = false,
  empty = false,
  onRetry,
  minHeight = CONTENT_LOADER.minHeightPx,
  timeoutMs = CONTENT_LOADER.timeoutMs,
  children,
}: ContentLoaderProps) {
  const { t } = useTranslation('common');
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!loading || timeoutMs === null) return;
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs);
    return () => {
      window.clearTimeout(timer);
      setTimedOut(false);
    };
  }, [loading, timeoutMs]);

  if (!loading && !error && !empty) return <>{children}</>;

  let body: ReactNode;
  if (loading && !timedOut) {
    body = <Loader role="status" aria-label={t('status.loading')} />;
  } else {
    const [title, hint] = loading ? [t('status.slow'), t('status.slowHint')] : error ? [t('status.failed'), null] : [t('status.empty'), null];
    body = (
      <Stack align="center" gap="xs" ta="center">
        <Text fw={500}>{title}</Text>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {onRetry && (loading || error) && (
          <Button variant="light" size="sm" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Center mih={minHeight} role="status" aria-live="polite" data-testid="content-loader">
      {body}
    </Center>
  );
}

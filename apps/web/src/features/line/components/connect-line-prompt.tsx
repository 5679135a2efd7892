import { Alert, Stack, Text } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader';
import { useLineStatus } from '../api/get-line-status';
import { LineConnectControls } from './line-connect-controls';

export interface ConnectLinePromptProps {
  /** Runs once line_friend_status is set (spec section 4: the flow goes on from there). */
  onReady?: () => void;
}

/**
 * Shown instead of the package dialog while line_friend_status is not set (spec section
 * 1): connect LINE and add the official account, in place, then `onReady`.
 */
export function ConnectLinePrompt({ onReady }: ConnectLinePromptProps) {
  const { t } = useTranslation('line');
  const query = useLineStatus();
  const status = query.data;
  return (
    <Alert radius="lg" color="green" icon={<IconBrandLine size={22} aria-hidden />} title={t('prompt.title')} data-testid="connect-line-prompt">
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} minHeight={60}>
        <Stack gap="sm">
          <Text size="sm">{status?.configured === false ? t('section.notSetUp') : t('prompt.text')}</Text>
          {status?.configured && <LineConnectControls status={status} onFriend={onReady} />}
        </Stack>
      </ContentLoader>
    </Alert>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConnectLinePrompt } from '../../line';

export interface ConnectLineStepProps {
  checking: boolean;
  /** Reads the profile again: connected and a friend now, the packages open. */
  onRecheck: () => void;
}

/**
 * Refilling needs the LINE account connected and the official account as a friend
 * (spec section 1): connect in place (LINE Login opens in a new window and the prompt
 * re-checks every 700 ms), then the packages open on their own.
 */
export function ConnectLineStep({ checking, onRecheck }: ConnectLineStepProps) {
  const { t } = useTranslation('credit');
  return (
    <Stack gap="md" data-testid="connect-line-step">
      <ConnectLinePrompt onReady={onRecheck} />
      <Group justify="center">
        <Button variant="default" onClick={onRecheck} loading={checking}>
          {t('refill.lineRecheck')}
        </Button>
      </Group>
    </Stack>
  );
}

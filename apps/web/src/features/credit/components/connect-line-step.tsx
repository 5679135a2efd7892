import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ConnectLineStepProps {
  checking: boolean;
  /** Reads the profile again: connected and a friend now, the packages open. */
  onRecheck: () => void;
}

/**
 * Refilling needs the LINE account connected and the official account as a friend
 * (spec section 1): the way there, on the messaging-app settings page.
 */
export function ConnectLineStep({ checking, onRecheck }: ConnectLineStepProps) {
  const { t } = useTranslation('credit');
  return (
    <Stack gap="md" align="center" ta="center" data-testid="connect-line-step">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconBrandLine size={32} />
      </ThemeIcon>
      <Text fw={700}>{t('refill.lineTitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('refill.lineText')}
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/line-setting" color="green" leftSection={<IconBrandLine size={18} aria-hidden />} data-testid="connect-line-link">
          {t('refill.lineGo')}
        </Button>
        <Button variant="default" onClick={onRecheck} loading={checking}>
          {t('refill.lineRecheck')}
        </Button>
      </Group>
    </Stack>
  );
}

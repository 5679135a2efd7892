import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Larger, monospaced text for a number the user types or pastes. */
  strong?: boolean;
  testId?: string;
}

/** A label, its value, and a button that copies the value (account number, amount, reference). */
export function CopyField({ label, value, strong = false, testId }: CopyFieldProps) {
  const { t } = useTranslation('credit');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={strong ? 700 : 500} ff={strong ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="light"
            color={copied ? 'green' : 'brand'}
            size="lg"
            onClick={copy}
            aria-label={copied ? t('pay.copied') : t('pay.copy', { what: label })}
            title={copied ? t('pay.copied') : t('pay.copy', { what: label })}
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

const LOOKS = {
  success: { Icon: IconCircleCheck, color: 'brand' },
  failure: { Icon: IconCircleX, color: 'red' },
} as const;

export interface OutcomePanelProps {
  outcome: keyof typeof LOOKS;
  title: string;
  text: string;
  /** Actions or further help under the text. */
  children?: ReactNode;
  'data-testid'?: string;
}

/** The result of a one-shot step (a mailed link opened, a password set): icon, title, text, what next. */
export function OutcomePanel({ outcome, title, text, children, 'data-testid': testId }: OutcomePanelProps) {
  const { Icon, color } = LOOKS[outcome];
  return (
    <Stack align="center" gap="md" ta="center" data-testid={testId}>
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={40} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" data-testid={testId && `${testId}-text`}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}

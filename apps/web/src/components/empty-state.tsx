import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface EmptyStateProps {
  /** A decorative icon above the title (hidden from assistive technology by its caller). */
  icon?: ReactNode;
  title: string;
  text: string;
  /** The way on: a search, a first listing. */
  children?: ReactNode;
  /** The title's size: a page's own empty state reads larger than a section's. */
  size?: 'h3' | 'h4';
  'data-testid'?: string;
}

/**
 * A list or page with nothing in it yet: what would be here, and the way to fill it. Every
 * "nothing here" (no results, no favourites, no listings, nothing to compare) reads alike.
 */
export function EmptyState({ icon, title, text, children, size = 'h4', 'data-testid': testId }: EmptyStateProps) {
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" data-testid={testId}>
      {icon}
      <Title order={2} size={size}>
        {title}
      </Title>
      <Text c="dimmed" maw={520}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}

import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface CategoryChip {
  key: string;
  label: string;
  href: string;
  active?: boolean;
}

/** Links to article categories or sub-categories as pills; the current one is filled and marked as the current page. */
export function CategoryChips({ chips, label, testId }: { chips: CategoryChip[]; label: string; testId: string }) {
  return (
    <Group component="nav" gap="xs" aria-label={label} data-testid={testId}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          component={Link}
          to={chip.href}
          size="compact-sm"
          radius="xl"
          variant={chip.active ? 'filled' : 'light'}
          aria-current={chip.active ? 'page' : undefined}
          data-testid={`${testId}-item`}
        >
          {chip.label}
        </Button>
      ))}
    </Group>
  );
}

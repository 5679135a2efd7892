import { Button, SimpleGrid, Text } from '@mantine/core';
import { ROOM_COUNT_CAP, ROOM_COUNT_OPTIONS } from '@baandee/domain';

export const countLabel = (count: number) => (count >= ROOM_COUNT_CAP ? `${ROOM_COUNT_CAP}+` : String(count));

interface CountPickerProps {
  label: string;
  value: number | undefined;
  /** undefined: the chosen value was clicked again (spec section 2: it deselects). */
  onChange(value: number | undefined): void;
  testId?: string;
  /** The smallest count offered: the room code leaves 0 out (a letter without a count is absent). */
  from?: number;
}

/** 0, 1, 2, 3, 4+ as toggle buttons: one chosen at most, clicking it again deselects it. */
export function CountPicker({ label, value, onChange, testId, from = 0 }: CountPickerProps) {
  const options = ROOM_COUNT_OPTIONS.filter((count) => count >= from);
  return (
    <div role="group" aria-label={label} data-testid={testId}>
      <Text size="sm" fw={500} mb={6} aria-hidden>
        {label}
      </Text>
      <SimpleGrid cols={options.length} spacing={4} maw={options.length * 52}>
        {options.map((count) => {
          const chosen = value === count;
          return (
            <Button
              key={count}
              size="compact-md"
              h={36}
              px={0}
              radius="md"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              onClick={() => onChange(chosen ? undefined : count)}
            >
              {countLabel(count)}
            </Button>
          );
        })}
      </SimpleGrid>
    </div>
  );
}

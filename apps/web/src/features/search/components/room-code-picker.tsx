import { Badge, Button, Chip, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_ROOMS, parseRoomCode, roomCode, type RoomCounts } from '@baandee/domain';
import { CountPicker } from './count-picker';

const COUNTED = [
  { key: 'bedrooms', label: 'roomCode.bedrooms' },
  { key: 'restrooms', label: 'roomCode.restrooms' },
  { key: 'carParks', label: 'roomCode.carParks' },
] as const;
const TOGGLED = [
  { key: 'living', label: 'roomCode.living', letter: 'L' },
  { key: 'dining', label: 'roomCode.dining', letter: 'D' },
  { key: 'kitchen', label: 'roomCode.kitchen', letter: 'K' },
] as const;

interface RoomCodePickerProps {
  /** The room code searched for, e.g. 2B1R1CLK; undefined for none. */
  value: string | undefined;
  onChange(code: string | undefined): void;
  /**
   * B, R and C counted elsewhere (the drawer's one set of count pickers): only L, D and K
   * are picked here, and the code exists once one of them is.
   */
  counts?: Pick<RoomCounts, 'bedrooms' | 'restrooms' | 'carParks'>;
}

/** The code of these rooms; with the counts picked elsewhere, only once a letter is chosen too. */
export function roomCodeOf(rooms: RoomCounts, lettersNeeded: boolean): string | undefined {
  if (lettersNeeded && !rooms.living && !rooms.dining && !rooms.kitchen) return undefined;
  return roomCode(rooms) || undefined;
}

/**
 * Room-code search (spec section 3): B, R and C counted 0, 1, 2, 3, 4+, and L, D, K
 * present or not, building a code such as 2B1R1CLK. Nothing chosen means no code search.
 */
export function RoomCodePicker({ value, onChange, counts }: RoomCodePickerProps) {
  const { t } = useTranslation('search');
  const rooms: RoomCounts = { ...((value && parseRoomCode(value)) || NO_ROOMS), ...counts };
  const code = roomCodeOf(rooms, counts !== undefined) ?? '';
  const change = (next: Partial<RoomCounts>) => onChange(roomCodeOf({ ...rooms, ...next }, counts !== undefined));

  return (
    <Stack gap="sm" data-testid="room-code-picker">
      <Text size="sm" c="dimmed">
        {t(counts ? 'roomCode.hintLetters' : 'roomCode.hint')}
      </Text>
      {!counts && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {COUNTED.map(({ key, label }) => (
            <CountPicker key={key} label={t(label)} value={rooms[key] || undefined} onChange={(count) => change({ [key]: count ?? 0 })} from={1} testId={`code-${key}`} />
          ))}
        </SimpleGrid>
      )}
      <Group gap="xs">
        {TOGGLED.map(({ key, label, letter }) => (
          <Chip key={key} checked={rooms[key]} onChange={(checked) => change({ [key]: checked })} data-testid={`code-${letter}`}>
            {t(label)}
          </Chip>
        ))}
      </Group>
      <Group gap="xs" aria-live="polite">
        <Text size="sm" fw={500}>
          {t('roomCode.code')}:
        </Text>
        {code ? (
          <Badge size="lg" variant="light" tt="none" data-testid="room-code-value">
            {code}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed" data-testid="room-code-value">
            {t('roomCode.none')}
          </Text>
        )}
        {code && (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onChange(undefined)}>
            {t('roomCode.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Below this the listing misses much of what seekers look for; from the second, little. */
const WEAK = 50;
const GOOD = 80;
export const scoreColour = (score: number) => (score >= GOOD ? 'green' : score >= WEAK ? 'yellow' : 'red');

/** The score as a bar out of 100 with its number. */
export function QualityMeter({ score }: { score: number }) {
  const { t } = useTranslation('listing');
  return (
    <Stack gap={4} data-testid="quality-meter" data-score={score}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('quality.label')}
        </Text>
        <Text size="sm" fw={700} data-testid="quality-score">
          {t('quality.score', { score: String(score) })}
        </Text>
      </Group>
      <Progress value={score} color={scoreColour(score)} size="md" radius="xl" aria-label={t('quality.label')} />
    </Stack>
  );
}

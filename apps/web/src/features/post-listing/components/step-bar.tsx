import { Progress, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEPS } from '../steps';

/**
 * The progress of the five steps (as Home promises them): a Mantine Stepper on wider
 * screens, the step's name over a progress bar on a phone. The summary after the fifth
 * step shows all five done. Once the draft exists a done step can be reached directly;
 * `onStep` saves the current one first.
 */
export function StepBar({ active, onStep }: { active: number; onStep?: (index: number) => void }) {
  const { t } = useTranslation('postForm');
  const total = STEPS.length;
  const done = active >= total;
  const position = done ? t('stepsDone', { total: String(total) }) : t('stepOf', { step: String(active + 1), total: String(total) });
  const label = done ? t('steps.preview.label') : t(`steps.${STEPS[active]!.key}.label`);
  return (
    <nav aria-label={position} data-testid="step-bar" data-active={active}>
      <Stack gap={6} hiddenFrom="sm">
        <Text size="sm" fw={600}>
          {position}: {label}
        </Text>
        <Progress value={(Math.min(active + 1, total) / total) * 100} size="sm" aria-label={position} />
      </Stack>
      <Stepper active={active} onStepClick={onStep} size="sm" visibleFrom="sm">
        {STEPS.map((step) => (
          <Stepper.Step key={step.key} label={t(`steps.${step.key}.label`)} allowStepSelect={!!onStep} />
        ))}
      </Stepper>
    </nav>
  );
}

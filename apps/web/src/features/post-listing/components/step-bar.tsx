import { Progress, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEPS } from '../steps';

/**
 * The progress of the five steps and the summary: a Mantine Stepper on wider screens, the
 * step's name over a progress bar on a phone. Once the draft exists a done step can be
 * reached directly; `onStep` saves the current one first.
 */
export function StepBar({ active, onStep }: { active: number; onStep?: (index: number) => void }) {
  const { t } = useTranslation('postForm');
  const total = STEPS.length + 1;
  const label = (index: number) => (index < STEPS.length ? t(`steps.${STEPS[index]!.key}.label`) : t('steps.preview.label'));
  const position = t('stepOf', { step: String(active + 1), total: String(total) });
  return (
    <nav aria-label={position} data-testid="step-bar" data-active={active}>
      <Stack gap={6} hiddenFrom="sm">
        <Text size="sm" fw={600}>
          {position}: {label(active)}
        </Text>
        <Progress value={((active + 1) / total) * 100} size="sm" aria-label={position} />
      </Stack>
      <Stepper active={active} onStepClick={onStep} size="sm" visibleFrom="sm">
        {Array.from({ length: total }, (_, index) => (
          <Stepper.Step key={index} label={label(index)} allowStepSelect={!!onStep && index < STEPS.length} />
        ))}
      </Stepper>
    </nav>
  );
}

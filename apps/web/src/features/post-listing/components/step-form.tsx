import { useCallback, useRef, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePostFormContext } from '../post-form-context';
import { PREVIEW_PATH, STEPS, stepIndex, type StepKey } from '../steps';
import { useStepNavigation } from '../use-step-navigation';
import { StepBar } from './step-bar';

/** One step of the listing form: the step bar, the step's fields, Back and Next (each saves the draft). */
export function StepForm({ step, children }: { step: StepKey; children: ReactNode }) {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const formRef = useRef<HTMLFormElement>(null);
  const element = useCallback(() => formRef.current, []);
  const { go, saving } = useStepNavigation(step, element);
  const index = stepIndex(step);
  const last = index === STEPS.length - 1;
  const hasDraft = form.values.id !== null;

  return (
    <form
      ref={formRef}
      noValidate
      data-testid={`step-${step}`}
      onSubmit={(event) => {
        event.preventDefault();
        void go(last ? PREVIEW_PATH : STEPS[index + 1]!.path, { forward: true });
      }}
    >
      <Stack gap="lg">
        <StepBar active={index} onStep={hasDraft ? (target) => target !== index && void go(STEPS[target]!.path) : undefined} />
        {children}
        <Group justify="space-between" data-action-bar>
          {index > 0 ? (
            <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} disabled={saving} onClick={() => void go(STEPS[index - 1]!.path)}>
              {t('nav.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {last ? t('nav.toPreview') : t('nav.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

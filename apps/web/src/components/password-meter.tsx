import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type * as Strength from '@baandee/domain/password-strength';

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** The scorer and its dictionaries (~1 MB) load on the first keystroke, never with the page. */
let loading: Promise<typeof Strength> | null = null;
const loadStrength = () => (loading ??= import('@baandee/domain/password-strength'));

/**
 * How guessable the typed password is, with the server's own rule (docs/decisions/010):
 * below PASSWORD_MIN_SCORE the server answers 'password too weak'. `userInputs` are what
 * the account says about its owner (e-mail, names), which make a password guessable.
 */
export function PasswordMeter({ password, userInputs = [] }: { password: string; userInputs?: readonly (string | null | undefined)[] }) {
  const { t } = useTranslation('account');
  const [strength, setStrength] = useState<typeof Strength | null>(null);
  useEffect(() => {
    if (password === '' || strength) return;
    let live = true;
    void loadStrength().then((module) => live && setStrength(module));
    return () => {
      live = false;
    };
  }, [password, strength]);
  const inputs = userInputs.join('\n');
  // scored after the keystroke is drawn, so fast typing never waits for the scorer
  const typed = useDeferredValue(password);
  const score = useMemo(() => (strength && typed ? strength.passwordScore(typed, inputs.split('\n')) : null), [strength, typed, inputs]);
  if (password === '' || score === null || !strength) return null;
  const weak = score < strength.PASSWORD_MIN_SCORE;
  return (
    <Stack gap={4} data-testid="password-strength" data-score={score}>
      <Progress value={(score + 1) * 20} color={COLORS[score]} size="sm" radius="xl" aria-hidden />
      <Text size="xs" c={weak ? 'red.7' : 'dimmed'} aria-live="polite">
        {t('passwordStrength.label', { level: t(`passwordStrength.levels.${LEVELS[score]}`) })}
        {weak && ` · ${t('passwordStrength.hint')}`}
      </Text>
    </Stack>
  );
}

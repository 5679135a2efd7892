import { useEffect, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

interface Scored {
  id: number;
  score: 0 | 1 | 2 | 3 | 4;
  min: number;
}

/**
 * One scorer per page, in a worker started on the first keystroke: the zxcvbn dictionaries
 * (~1 MB) never come with the page and their set-up never blocks the typing.
 */
let worker: Worker | null = null;
let nextId = 0;
function scorer(): Worker {
  worker ??= new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/**
 * How guessable the typed password is, with the server's own rule (docs/decisions/010):
 * below PASSWORD_MIN_SCORE the server answers 'password too weak'. `userInputs` are what
 * the account says about its owner (e-mail, names), which make a password guessable.
 */
export function PasswordMeter({ password, userInputs = [] }: { password: string; userInputs?: readonly (string | null | undefined)[] }) {
  const { t } = useTranslation('account');
  const [result, setResult] = useState<Scored | null>(null);
  const inputs = userInputs.filter((value): value is string => Boolean(value)).join('\n');
  useEffect(() => {
    if (password === '') return;
    const id = ++nextId;
    const target = scorer();
    const listen = (event: MessageEvent<Scored>) => {
      if (event.data.id === id) setResult(event.data);
    };
    target.addEventListener('message', listen);
    target.postMessage({ id, password, userInputs: inputs ? inputs.split('\n') : [] });
    return () => target.removeEventListener('message', listen);
  }, [password, inputs]);
  if (password === '' || !result) return null;
  const weak = result.score < result.min;
  return (
    <Stack gap={4} data-testid="password-strength" data-score={result.score}>
      <Progress value={(result.score + 1) * 20} color={COLORS[result.score]} size="sm" radius="xl" aria-hidden />
      <Text size="xs" c={weak ? 'red.7' : 'dimmed'} aria-live="polite">
        {t('passwordStrength.label', { level: t(`passwordStrength.levels.${LEVELS[result.score]}`) })}
        {weak && ` · ${t('passwordStrength.hint')}`}
      </Text>
    </Stack>
  );
}

import { PASSWORD_MIN_SCORE, passwordScore } from '@baandee/domain/password-strength';

/** Scores passwords off the main thread: building the dictionaries and matching never block typing. */
self.onmessage = (event: MessageEvent<{ id: number; password: string; userInputs: string[] }>) => {
  const { id, password, userInputs } = event.data;
  self.postMessage({ id, score: passwordScore(password, userInputs), min: PASSWORD_MIN_SCORE });
};

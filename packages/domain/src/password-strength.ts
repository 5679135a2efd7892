import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * How guessable a password is, on zxcvbn's 0-4 scale (docs/decisions/010). The server
 * refuses anything under PASSWORD_MIN_SCORE at registration, reset and change; the web
 * shows the same score under the password field as the user types. Not exported from the
 * package index: the dictionaries weigh ~1 MB, so the web loads this module on demand.
 */

/** 3: "safely unguessable" (about 10^8 guesses or more), e.g. three random words. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

let configured = false;
function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  });
  configured = true;
}

/**
 * The words of what the account already says about its owner (e-mail, its local part and
 * its pieces, names): a password made of them is guessable by anyone who knows the user.
 */
export function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const value = input?.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const local = value.split('@')[0]!;
    words.add(local);
    for (const piece of local.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

/** zxcvbn's score of the password, the user's own words counted as known. */
export function passwordScore(password: string, userInputs: readonly (string | null | undefined)[] = []): PasswordScore {
  configure();
  return zxcvbn(password, personalWords(userInputs)).score;
}

export function isPasswordStrongEnough(password: string, userInputs: readonly (string | null | undefined)[] = []): boolean {
  return passwordScore(password, userInputs) >= PASSWORD_MIN_SCORE;
}

import { isPasswordStrongEnough } from '@baandee/domain/password-strength';
import { passwordTooWeak } from './errors.js';

/**
 * Refuses a guessable password (docs/decisions/010): 422 'password too weak' on the named
 * field, so the form shows it there. `userInputs` are what the account says about its
 * owner (e-mail, names); a password built from them counts as guessable.
 */
export function assertStrongPassword(password: string, field: string, userInputs: readonly (string | null | undefined)[]): void {
  if (!isPasswordStrongEnough(password, userInputs)) {
    throw passwordTooWeak(field);
  }
}

import { describe, expect, it } from 'vitest';
import { isPasswordStrongEnough, PASSWORD_MIN_SCORE, passwordScore } from '../src/password-strength.js';

describe('password strength', () => {
  const email = 'somchai.jaidee@example.com';

  it.each(['password', '12345678', 'aaaaaaaa', email])('refuses %s', (password) => {
    expect(isPasswordStrongEnough(password, [email])).toBe(false);
  });

  it('counts the e-mail and names as known words', () => {
    expect(isPasswordStrongEnough('somchaijaidee', [email, 'Somchai', 'Jaidee'])).toBe(false);
  });

  it('accepts a long passphrase', () => {
    expect(passwordScore('mango balcony thunder river', [email])).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(isPasswordStrongEnough('mango balcony thunder river', [email])).toBe(true);
  });
});

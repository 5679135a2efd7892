/** A password-reset link's check, per token. */
export const authKeys = {
  resetToken: (token: string) => ['reset-token', token] as const,
};

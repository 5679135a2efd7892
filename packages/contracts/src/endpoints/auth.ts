import { z } from '../error-map.js';
import { endpoint } from '../endpoint.js';
import {
  accountReset,
  authResult,
  changePasswordBody,
  doneResult,
  emailBody,
  fbRegisterBody,
  googleRegisterBody,
  loginBody,
  registerBody,
  registerResult,
  resetPasswordBody,
  tokenBody,
} from '../account.js';
import { authProviders } from '../auth-providers.js';

const tags = ['account'];
const social = {
  tags,
  access: 'public',
  result: authResult,
  rateLimited: true,
  errors: { 422: ['login failed'], 409: ['login failed'], 502: ['login failed'], 503: ['login method not available'] },
} as const;

/** Registration, e-mail verification, sign-in and passwords (spec section 7, Account). */
export const authEndpoints = {
  register: endpoint('register', {
    summary:
      'Register an e-mail account; a verification link is mailed. An address that has an account answers the same, and its owner is mailed that someone tried',
    tags,
    access: 'public',
    body: registerBody,
    result: registerResult,
    rateLimited: true,
    errors: { 422: ['password too weak'] },
  }),
  verifyEmail: endpoint('verifyEmail', {
    summary:
      'Confirm the address with the token of the verification link (page /email-verify?token=…); the link opened again once the address is verified answers already_verified: true',
    tags,
    access: 'public',
    body: tokenBody,
    result: z.object({ done: z.literal(true), already_verified: z.boolean() }),
    rateLimited: true,
    errors: { 422: ['reset link expired'] },
  }),
  resendVerification: endpoint('resendVerification', {
    summary: "Mail a new verification link to the signed-in user's address (e-mail accounts only)",
    tags,
    access: 'user',
    result: z.object({ sent: z.boolean() }),
    rateLimited: true,
    errors: { 403: ['cannot send verification for social accounts'], 404: ['content not found'] },
  }),
  login: endpoint('login', {
    summary: "Sign in with e-mail and password; 422 'email or password not valid' for any wrong pair",
    tags,
    access: 'public',
    body: loginBody,
    result: authResult,
    rateLimited: true,
    errors: { 422: ['email or password not valid'] },
  }),
  logout: endpoint('logout', { summary: 'End this session', tags, access: 'user', result: doneResult }),
  authProviders: endpoint('authProviders', {
    summary: 'Configured social sign-ins: Google client id, Facebook app id (null when off) and their script URLs',
    tags,
    access: 'public',
    result: authProviders,
  }),
  googleRegister: endpoint('googleRegister', {
    ...social,
    summary: 'Sign in or sign up with a Google ID token (account type 3)',
    body: googleRegisterBody,
  }),
  fbRegister: endpoint('fbRegister', {
    ...social,
    summary: 'Sign in or sign up with a Facebook access token (account type 2)',
    body: fbRegisterBody,
  }),
  requestPasswordReset: endpoint('requestPasswordReset', {
    summary: 'Mail a reset link (valid 1 hour) to an e-mail account; answers success for any address',
    tags,
    access: 'public',
    body: emailBody,
    result: doneResult,
    rateLimited: true,
  }),
  resetPassword: endpoint('resetPassword', {
    summary:
      "Set a new password with the reset link's token; signs out every session. Answers the account's e-mail, for the login that follows; an address never verified before is taken back and its account reset (account_reset)",
    tags,
    access: 'public',
    body: resetPasswordBody,
    result: z.object({ done: z.literal(true), email: z.string(), account_reset: accountReset }),
    rateLimited: true,
    errors: { 422: ['reset link expired', 'password too weak'] },
  }),
  checkResetToken: endpoint('checkResetToken', {
    summary: "Whether a reset link's token still works (unused, unexpired, latest); changes nothing",
    tags,
    access: 'public',
    body: tokenBody,
    result: z.object({ valid: z.literal(true) }),
    rateLimited: true,
    errors: { 422: ['reset link expired'] },
  }),
  changePassword: endpoint('changePassword', {
    summary: 'Change the password of an e-mail account; other sessions are signed out',
    tags,
    access: 'user',
    body: changePasswordBody,
    result: doneResult,
    rateLimited: true,
    errors: { 403: ['permission denied for edit or view'], 422: ['old password not valid', 'password too weak'] },
  }),
};

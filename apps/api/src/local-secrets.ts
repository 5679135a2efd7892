/**
 * Secret values the repository itself gives its local stand-ins (the end-to-end suite's
 * LINE, the API tests' Facebook Graph API): anyone who reads the code knows them, so a
 * public site refuses to start with them (config.ts). Kept free of imports: the
 * Playwright configuration reads it too.
 */
export const LOCAL_STAND_IN_SECRETS = {
  LINE_LOGIN_CHANNEL_SECRET: 'e2e-login-channel-secret',
  LINE_MESSAGING_CHANNEL_SECRET: 'e2e-messaging-channel-secret',
  LINE_MESSAGING_ACCESS_TOKEN: 'e2e-messaging-access-token',
  FACEBOOK_APP_SECRET: 'test-app-secret',
} as const;

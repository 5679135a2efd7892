/** Shared by the Playwright config and the tests: where the server under test keeps its data. */
export const E2E_DATA_DIR_ENV = 'BAANDEE_E2E_DATA_DIR';
export const E2E_PORT_ENV = 'BAANDEE_E2E_PORT';
/** The local Google stand-in's port (tests/support/fake-google.ts). */
export const E2E_GOOGLE_PORT_ENV = 'BAANDEE_E2E_GOOGLE_PORT';
/** The local LINE stand-in's port (tests/support/fake-line.ts). */
export const E2E_LINE_PORT_ENV = 'BAANDEE_E2E_LINE_PORT';

export function e2eDataDir(): string {
  const dir = process.env[E2E_DATA_DIR_ENV];
  if (!dir) throw new Error(`${E2E_DATA_DIR_ENV} is not set: run the tests with -c e2e/playwright.config.ts`);
  return dir;
}

/** The first admin the server under test seeds (ADMIN_EMAIL / ADMIN_PASSWORD in its environment). */
export const E2E_ADMIN = { email: 'admin.e2e@baandee.local', password: 'e2e-admin-passphrase' } as const;

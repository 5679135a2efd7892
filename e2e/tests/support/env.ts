/** Shared by the Playwright config and the tests: where the server under test keeps its data. */
export const E2E_DATA_DIR_ENV = 'BAANDEE_E2E_DATA_DIR';
export const E2E_PORT = 3100;

export function e2eDataDir(): string {
  const dir = process.env[E2E_DATA_DIR_ENV];
  if (!dir) throw new Error(`${E2E_DATA_DIR_ENV} is not set: run the tests with -c e2e/playwright.config.ts`);
  return dir;
}

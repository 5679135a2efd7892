import type { Page } from '@playwright/test';
import { th } from './app.js';

/** Opens an admin section from the section menu, unfolding it first where it is folded (phones). */
export async function openAdminSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: th.admin.nav.label });
  await nav.waitFor();
  const toggle = nav.getByTestId('admin-nav-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole('link', { name, exact: true }).click();
}

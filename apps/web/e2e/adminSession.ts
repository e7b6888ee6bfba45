import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './env';

/** Signs in through the login page, as the admin the test server was started with. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export type DashboardStat =
  'totalApps' | 'blogPosts' | 'appCategories' | 'featuredApps' | 'subscribers';

/** One of the dashboard's counts, once it has loaded. */
export async function readDashboardStat(page: Page, stat: DashboardStat): Promise<number> {
  const value = page.getByTestId(`stat-${stat}`);
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** Opens the dashboard through the header, as an admin would (no page reload). */
export async function openDashboard(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

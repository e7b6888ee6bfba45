import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

test.afterAll(async ({ browser }) => {
  // The other journeys read the site in English alone.
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const languages = page.getByRole('region', { name: 'Languages' });
  await languages.getByRole('checkbox', { name: 'Deutsch (de)' }).uncheck();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByText('Languages saved')).toBeVisible();
  await page.close();
});

test('the admin adds German, and a visitor reads the site at its German addresses', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Site Settings' }).click();
  const languages = page.getByRole('region', { name: 'Languages' });
  await languages.getByRole('checkbox', { name: 'Deutsch (de)' }).check();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByText('Languages saved')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/de/apps');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/apps$/);
  await expect(visitor.locator('link[hreflang="en"]')).toHaveAttribute('href', /[^e]\/apps$/);

  // Links lead on within the German addresses, in the same document (no reload).
  await visitor.evaluate(() => ((window as { sameDocument?: true }).sameDocument = true));
  await visitor.getByRole('main').getByRole('link', { name: 'Space Miner' }).first().click();
  await expect(visitor).toHaveURL(/\/de\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { sameDocument?: true }).sameDocument)).toBe(true);
  await visitor.close();
});

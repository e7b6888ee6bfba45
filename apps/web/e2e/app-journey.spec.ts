import { expect, test } from '@playwright/test';

test('home → an app → its terms of use, and back', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Pixelwave Studio | Mobile Games & Apps');

  await page.getByRole('link', { name: 'View Our Games' }).click();
  await expect(page).toHaveURL(/#portfolio$/);
  const portfolio = page.locator('#portfolio');
  await expect(portfolio.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(portfolio.getByText('Featured').first()).toBeVisible();

  await portfolio.getByRole('link', { name: 'Space Miner' }).click();
  await expect(page).toHaveURL(/\/apps\/space-miner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
  await expect(page).toHaveTitle('Space Miner | Pixelwave Studio');
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\//,
  );
  const media = page.getByRole('region', { name: 'Space Miner screenshots and videos' });
  await expect(media.getByRole('img', { name: 'Space Miner screenshot 1' })).toBeVisible();
  const stripHeight = await media.evaluate((element) => element.getBoundingClientRect().height);
  expect(stripHeight).toBeLessThanOrEqual(440);

  await page.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/apps\/space-miner\/terms$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Space Miner Terms of Use' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page).toHaveURL(/\/apps\/space-miner$/);
});

test('a privacy policy given as a web address is shown as an external link', async ({ page }) => {
  await page.goto('/apps/pocket-level/privacy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pocket Level Privacy Policy' }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: /example\.com\/pocket-level\/privacy/ });
  await expect(link).toHaveAttribute('href', 'https://example.com/pocket-level/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('an unknown app shows the error view with the way back', async ({ page }) => {
  await page.goto('/apps/no-such-app');
  await expect(page.getByRole('heading', { name: 'Error Loading App' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Apps' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Apps & Games' })).toBeVisible();
});

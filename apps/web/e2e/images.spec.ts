import { expect, test } from '@playwright/test';

test('an image that fails to load shows the placeholder texts', async ({ page }) => {
  await page.route('**/api/files/**', (route) => route.abort());
  await page.goto('/apps/space-miner');
  await expect(page.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();

  const iconPlaceholder = page.getByRole('img', {
    name: 'Space Miner icon: Image temporarily unavailable',
  });
  await expect(iconPlaceholder).toBeVisible();
  await expect(iconPlaceholder.getByText('Image temporarily unavailable')).toBeVisible();
  await expect(iconPlaceholder.getByText('Please contact admin to re-upload')).toBeVisible();
});

test('every image on the home page has alt text', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#portfolio').getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.locator('img:not([alt])')).toHaveCount(0);
});

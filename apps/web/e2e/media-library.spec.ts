import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

test('the admin sees every sample file in the media library, with its users and the storage used', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Media Library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Storage' })).toContainText('Storage used');

  const icon = page.getByRole('article', { name: 'space-miner-icon.png' });
  await expect(icon).toContainText('PNG · 512 × 512');
  await expect(icon.getByRole('link', { name: 'App: Space Miner' })).toHaveAttribute(
    'href',
    /\/admin\/apps\/edit\/\d+$/,
  );

  await page.getByText('Videos', { exact: true }).click();
  await expect(page.getByText('No files match this filter.')).toBeVisible();
  await page.getByText('Images', { exact: true }).click();
  await expect(icon).toBeVisible();
});

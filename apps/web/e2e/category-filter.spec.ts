import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

test('the category filter narrows the list and follows the URL', async ({ page }) => {
  await page.goto('/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'All Apps & Games' })).toBeVisible();
  const filter = page.getByRole('navigation', { name: 'Filter by category' });
  await expect(filter.getByRole('link')).toHaveText([
    'All Apps',
    'Game',
    'Productivity',
    'Education',
    'Utility',
  ]);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);

  await filter.getByRole('link', { name: 'Game' }).click();
  await expect(page).toHaveURL(/\/apps\/category\/Game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game Apps' })).toBeVisible();
  await expect(filter.getByRole('link', { name: 'Game' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Space Miner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Focus Flow' })).toHaveCount(0);

  await filter.getByRole('link', { name: 'All Apps' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
});

test('the header menu opens a category directly', async ({ page }) => {
  await page.goto('/');
  // The menu opens by the page's code: a click before the page is live does nothing.
  await hydrated(page);
  await page.getByRole('button', { name: 'Apps & Games' }).click();
  await page.getByRole('menuitem', { name: 'Productivity' }).click();
  await expect(page).toHaveURL(/\/apps\/category\/Productivity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Productivity Apps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Focus Flow' })).toBeVisible();
});

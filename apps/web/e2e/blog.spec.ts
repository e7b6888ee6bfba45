import { expect, test } from '@playwright/test';

test('blog list → a post → back to the list', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog | Pixelwave Studio');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
  // Drafts are not public.
  await expect(page.getByText('What We Are Building Next')).toHaveCount(0);

  await page.getByRole('link', { name: 'Read More about Tiny Kingdoms Is Out Now' }).click();
  await expect(page).toHaveURL(/\/blog\/tiny-kingdoms-is-out-now$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tiny Kingdoms Is Out Now' }),
  ).toBeVisible();
  await expect(page.locator('article time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole('img', { name: 'Tiny Kingdoms Is Out Now' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a draft or unknown post shows the error view', async ({ page }) => {
  await page.goto('/blog/what-we-are-building-next');
  await expect(page.getByRole('heading', { name: 'Error Loading Blog Post' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

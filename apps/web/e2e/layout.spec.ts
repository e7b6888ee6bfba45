import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

test('an unknown path shows the 404 screen inside the layout', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header highlights the current page and changes style once the page scrolls', async ({
  page,
}) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await hydrated(page);
  // A wheel turned while a loaded machine is still laying the page out can be lost: turned again until the
  // page has moved, as a visitor would.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 1000 });
  }).toPass();
});

test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens the stacked menu and a chosen link closes it', async ({ page }) => {
    await page.goto('/');
    // The menu opens by the page's code: a tap before the page is live does nothing.
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Apps & Games' })).toBeHidden();

    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const top = await menu.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBe(72);

    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menu).toBeHidden();
  });
});

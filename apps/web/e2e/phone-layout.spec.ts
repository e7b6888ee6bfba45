import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

test.use({ viewport: { width: 375, height: 667 } });

/** Whether the page can be scrolled sideways, i.e. something sticks out past the screen's edge. */
function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** Whether a wide element sits in a box of its own that scrolls sideways. */
function scrollsSideways(element: Locator): Promise<boolean> {
  return element.evaluate((start) => {
    let box = start.parentElement;
    while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
    return box !== null && box.scrollWidth > box.clientWidth;
  });
}

test('the home page shows the games in the first screen, below a compact hero', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Our Games' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Games & Apps' })).toBeInViewport();
  await expect(page.locator('#portfolio a[href^="/apps/"]').first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the public pages fit the width of a phone', async ({ page }) => {
  for (const path of ['/', '/apps', '/apps/space-miner', '/apps/star-garden', '/blog']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowsHorizontally(page), path).toBe(false);
  }
});

test('a wide admin table on a phone says which columns are out of sight until scrolled to them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [path, date] of [
    ['/admin/apps', 'Last Updated'],
    ['/admin/blog', 'Date'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`^Scroll sideways to see (.+, )?Status, (.+, )?${date} and Actions\\.$`),
      ),
    ).toBeVisible();
    await table.evaluate((start) => {
      let box = start.parentElement;
      while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
      box?.scrollTo({ left: box.scrollWidth });
    });
    await expect(page.getByText(/^Scroll sideways to see/)).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/blog');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^Scroll sideways to see/)).toHaveCount(0);
});

test('the admin lists and forms fit the width of a phone; wide tables scroll', async ({ page }) => {
  // Four admin screens after signing in: more than the default 30 s on a machine running other suites.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  for (const path of ['/admin/apps', '/admin/blog']) {
    await page.goto(path);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await overflowsHorizontally(page), path).toBe(false);
    expect(await scrollsSideways(table), path).toBe(true);
  }
  for (const [path, submit] of [
    ['/admin/apps/new', 'Create App'],
    ['/admin/blog/new', 'Create Post'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: submit })).toBeVisible();
    expect(await overflowsHorizontally(page), path).toBe(false);
  }
});

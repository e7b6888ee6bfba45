import { expect, test, type Page } from '@playwright/test';
import { svgImage } from './adminFiles';
import { openDashboard, readDashboardStat, signInAsAdmin } from './adminSession';

/** Moves media item 1 one place right with the keyboard, as the screen-reader announcements confirm. */
async function moveFirstMediaItemRight(page: Page) {
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: 'Reorder media item 1' }).focus();
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText('Picked up media item 1 of 2.');

  // Each press moves 25 px; how many it takes depends on the tile width.
  const moved = 'Media item 1 was moved into position 2 of 2.';
  for (let presses = 0; presses < 40 && (await liveRegion.textContent()) !== moved; presses++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(liveRegion).toHaveText(moved);
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText('Media item 1 was dropped at position 2 of 2.');
}

async function findAppRow(page: Page, name: string) {
  await page.getByPlaceholder('Search apps...').fill(name);
  return page.getByRole('row').filter({ hasText: name });
}

test('the admin creates an app with uploads, reorders, edits and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E Rocket ${Date.now()}`;
  await signInAsAdmin(page);
  const appsBefore = await readDashboardStat(page, 'totalApps');

  await page.getByRole('link', { name: 'Add New App' }).click();
  await expect(page).toHaveURL(/\/admin\/apps\/new$/);
  await page.getByLabel('App name').fill(name);
  const slug = await page.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^e2e-rocket-\d+$/);
  await page.getByLabel('Short description').fill('A rocket game made by the browser tests.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Utility' }).click();
  await page.getByLabel('Full description').fill('Fly a rocket between the planets.');

  await page
    .getByLabel('Choose an image file')
    .setInputFiles(svgImage('e2e-icon.svg', '#2f6fed', 64, 64));
  await expect(page.getByLabel('Icon URL')).toHaveValue(/^\/api\/files\/.+/);

  await page
    .getByLabel('Choose media files')
    .setInputFiles([svgImage('e2e-first.svg', '#d9480f'), svgImage('e2e-second.svg', '#2b8a3e')]);
  const media = page.getByRole('list', { name: 'Media' });
  // Two uploads at once take their time on a busy machine.
  const uploaded = { timeout: 30_000 };
  await expect(media.getByRole('img', { name: 'Media item 1' })).toHaveAttribute(
    'src',
    /e2e-first/,
    uploaded,
  );
  await expect(media.getByRole('img', { name: 'Media item 2' })).toHaveAttribute(
    'src',
    /e2e-second/,
    uploaded,
  );

  await moveFirstMediaItemRight(page);
  await expect(media.getByRole('img', { name: 'Media item 1' })).toHaveAttribute(
    'src',
    /e2e-second/,
  );
  await expect(media.getByRole('img', { name: 'Media item 2' })).toHaveAttribute(
    'src',
    /e2e-first/,
  );

  // A slug another app uses is refused, and the message appears at the field.
  const slugField = page.getByLabel('Slug');
  await slugField.fill('space-miner');
  await page.getByRole('button', { name: 'Create App' }).click();
  await expect(slugField).toHaveAccessibleDescription(/Another app already uses this slug/);
  await slugField.fill(slug);

  await page.getByRole('button', { name: 'Create App' }).click();
  await expect(page).toHaveURL(/\/admin\/apps$/);
  await expect(await findAppRow(page, name)).toContainText('Utility');

  // Visitors see the screenshots in the new order.
  await page.goto(`/apps/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const strip = page.getByRole('region', { name: `${name} screenshots and videos` });
  await expect(strip.getByRole('img', { name: `${name} screenshot 1` })).toHaveAttribute(
    'src',
    /e2e-second/,
  );
  await expect(strip.getByRole('img', { name: `${name} screenshot 2` })).toHaveAttribute(
    'src',
    /e2e-first/,
  );

  await page.goto('/admin/apps');
  await (await findAppRow(page, name)).getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/apps\/edit\/\d+$/);
  await expect(page.getByLabel('App name')).toHaveValue(name);
  await page
    .getByLabel('Full description')
    .fill('Fly a rocket between the planets, now with moons.');
  await page.getByRole('button', { name: 'Update App' }).click();
  await expect(page).toHaveURL(/\/admin\/apps$/);

  await openDashboard(page);
  // The dashboard shows its cached count until the refetch after the change answers.
  await expect.poll(() => readDashboardStat(page, 'totalApps')).toBe(appsBefore + 1);
  await page.getByRole('tab', { name: 'Recent Activity' }).click();
  await expect(page.getByRole('link', { name: `admin created the app "${name}"` })).toBeVisible();
  await expect(page.getByRole('link', { name: `admin updated the app "${name}"` })).toBeVisible();
  await expect(page.getByText('admin uploaded the file "e2e-second.svg"')).toBeVisible();

  await page.goto(`/apps/${slug}`);
  await expect(page.getByText('Fly a rocket between the planets, now with moons.')).toBeVisible();

  await page.goto('/admin/apps');
  await (await findAppRow(page, name)).getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(
    `This will permanently delete the app "${name}". This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No apps found matching your search.')).toBeVisible();

  await openDashboard(page);
  await expect.poll(() => readDashboardStat(page, 'totalApps')).toBe(appsBefore);
  await page.getByRole('tab', { name: 'Recent Activity' }).click();
  await expect(page.getByText(`admin deleted the app "${name}"`)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fromBufferPromise } from 'yauzl';
import { signInAsAdmin } from './adminSession';

/** The names of the entries of a ZIP file. */
async function zipEntryNames(path: string): Promise<string[]> {
  // Entries one at a time, once the listeners are in place.
  const zip = await fromBufferPromise(await readFile(path), { lazyEntries: true });
  const names: string[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: { fileName: string }) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on('end', () => resolve(names));
    zip.on('error', reject);
    zip.readEntry();
  });
}

test('the admin publishes a press kit and adds a release, which visitors then see', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { id } = (await (await page.request.get('/api/apps/neon-drift')).json()) as { id: number };
  await signInAsAdmin(page);
  await page.goto(`/admin/apps/edit/${id}`);

  const pressKit = page.getByRole('region', { name: 'Press kit' });
  await pressKit.getByLabel('Publish the press kit').check();
  await pressKit.getByLabel('Price').fill('2.99 USD');
  await pressKit.getByRole('combobox', { name: 'Platforms' }).fill('iOS');
  await page.keyboard.press('Enter');
  await pressKit.getByLabel('Press contact').fill('press@pixelwave.studio');
  await pressKit.getByRole('button', { name: 'Add quote' }).click();
  await pressKit.getByRole('textbox', { name: 'Quote 1' }).fill('Fast and furious fun.');
  await pressKit.getByRole('textbox', { name: 'Source' }).fill('Racing Weekly');
  await page.getByRole('button', { name: 'Update App' }).click();
  await expect(page).toHaveURL(/\/admin\/apps$/);

  await page.goto(`/admin/apps/edit/${id}`);
  const releases = page.getByRole('region', { name: 'Releases' });
  await releases.getByRole('textbox', { name: 'Version', exact: true }).fill('3.0');
  await releases.getByLabel('Release day').fill('2026-11-20');
  await releases.getByLabel('Release notes').fill('Night tracks.\n\nA new car.');
  await releases.getByRole('button', { name: 'Add release' }).click();
  await expect(releases.getByText('3.0', { exact: true })).toBeVisible();

  await page.goto('/apps/neon-drift');
  await expect(page.getByRole('heading', { level: 2, name: "What's new in 3.0" })).toBeVisible();
  await expect(page.getByText('Night tracks.')).toBeVisible();
  await page.getByRole('link', { name: 'Press kit' }).click();
  await expect(page).toHaveURL(/\/apps\/neon-drift\/press$/);
  await expect(page.getByText('Fast and furious fun.')).toBeVisible();
  await expect(page.getByText('2.99 USD')).toBeVisible();
});

test('a visitor reads the press page, downloads a press kit and sees what is new', async ({
  page,
}) => {
  await page.goto('/press');
  await expect(page.getByRole('heading', { level: 1, name: 'Press kit' })).toBeVisible();
  await page.getByRole('link', { name: 'Space Miner press kit' }).click();
  await expect(page).toHaveURL(/\/apps\/space-miner\/press$/);
  const facts = page.getByRole('region', { name: 'Fact sheet' });
  await expect(facts.getByText('Free with in-app purchases')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Original of Space Miner icon' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download press kit (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('space-miner-press-kit.zip');
  const names = await zipEntryNames(await download.path());
  expect(names).toContain('space-miner-icon.png');
  expect(names).toContain('space-miner-screenshot-01.png');
  expect(names).toContain('fact-sheet.txt');

  await page.getByRole('link', { name: 'Back to App' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "What's new in 1.4.0" })).toBeVisible();
  await page.getByRole('link', { name: 'All releases' }).click();
  await expect(page).toHaveURL(/\/apps\/space-miner\/releases$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Version 1.3.2' })).toBeVisible();
});

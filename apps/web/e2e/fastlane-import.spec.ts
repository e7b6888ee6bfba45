import { expect, test } from '@playwright/test';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { signInAsAdmin } from './adminSession';

const DESCRIPTION =
  'Word Garden grows your vocabulary in five minutes a day: each word you learn plants a seed.';

/** The fastlane folder of a repository, zipped whole: the App Store's and Google Play's descriptions. */
async function repositoryZip(): Promise<Buffer> {
  const zip = new ZipFile();
  const files = {
    'word-garden/fastlane/metadata/en-US/description.txt': `${DESCRIPTION}\n`,
    'word-garden/fastlane/metadata/android/en-US/full_description.txt': `${DESCRIPTION}\n`,
    'word-garden/fastlane/Fastfile': 'lane :release do\nend\n',
  };
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return buffer(zip.outputStream as Readable);
}

test('the owner imports a fastlane folder, sees the dry run, applies it, and the app page shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { id } = (await (await page.request.get('/api/apps/word-garden')).json()) as { id: number };
  await signInAsAdmin(page);
  await page.goto(`/admin/apps/edit/${id}`);

  const fastlane = page.getByRole('region', { name: 'fastlane metadata' });
  const choosing = page.waitForEvent('filechooser');
  await fastlane.getByLabel('Import fastlane metadata').click();
  await (
    await choosing
  ).setFiles({
    name: 'word-garden.zip',
    mimeType: 'application/zip',
    buffer: await repositoryZip(),
  });

  const changes = fastlane.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByText(DESCRIPTION)).toBeVisible();
  await expect(changes.getByText(/^Word Garden turns learning new words/)).toBeVisible();
  await expect(
    fastlane.getByText('word-garden/fastlane/Fastfile: Outside fastlane/metadata/'),
  ).toBeVisible();

  await fastlane.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('1 text was updated.')).toBeVisible();
  await expect(changes).toBeHidden();
  await expect(page.getByLabel('Full description')).toHaveValue(DESCRIPTION);

  await page.goto('/apps/word-garden');
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
});

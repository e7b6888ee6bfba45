import { expect, test, type Page } from '@playwright/test';
import { svgImage } from './adminFiles';
import { openDashboard, readDashboardStat, signInAsAdmin } from './adminSession';

async function findPostRow(page: Page, title: string) {
  await page.getByPlaceholder('Search blog posts...').fill(title);
  return page.getByRole('row').filter({ hasText: title });
}

test('a draft stays private until the admin publishes it', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const title = `E2E Dev Diary ${Date.now()}`;
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await signInAsAdmin(page);
  const postsBefore = await readDashboardStat(page, 'blogPosts');

  await page.getByRole('link', { name: 'Create Blog Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await page.getByLabel('Title').fill(title);
  const slug = await page.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^e2e-dev-diary-\d+$/);
  await page.getByLabel('Excerpt').fill('What the browser tests built this week.');
  await page.getByRole('combobox', { name: 'Category' }).fill('Development');
  await page.keyboard.press('Escape');
  await page
    .getByLabel('Choose an image file')
    .setInputFiles(svgImage('e2e-cover.svg', '#1971c2', 160, 90));
  await expect(page.getByLabel('Featured image URL')).toHaveValue(/^\/api\/files\/.+/);
  await page
    .getByLabel('Post content')
    .fill('This week the browser tests wrote a post.\n\nIt stays a draft until it is published.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const draftRow = await findPostRow(page, title);
  await expect(draftRow).toContainText('Draft');
  await expect(draftRow.getByRole('link', { name: `View ${title}` })).toHaveCount(0);

  await visitorPage.goto(`/blog/${slug}`);
  await expect(visitorPage.getByRole('heading', { name: 'Error Loading Blog Post' })).toBeVisible();

  await draftRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('switch', { name: 'Publish' }).check();
  await expect(preview.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(await findPostRow(page, title)).toContainText('Published');

  await visitorPage.goto(`/blog/${slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByText('It stays a draft until it is published.')).toBeVisible();

  await openDashboard(page);
  // The dashboard shows its cached count until the refetch after the change answers.
  await expect.poll(() => readDashboardStat(page, 'blogPosts')).toBe(postsBefore + 1);
  await page.getByRole('tab', { name: 'Recent Blog Posts' }).click();
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Recent Activity' }).click();
  await expect(
    page.getByRole('link', { name: `admin created the blog post "${title}"` }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: `admin published the blog post "${title}"` }),
  ).toBeVisible();

  // Leave the sample content as it was for the other browser tests.
  await page.getByRole('link', { name: 'Manage Blog' }).click();
  await (await findPostRow(page, title)).getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`This will permanently delete the blog post "${title}".`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No blog posts found matching your search.')).toBeVisible();

  await visitorPage.goto(`/blog/${slug}`);
  await expect(visitorPage.getByRole('heading', { name: 'Error Loading Blog Post' })).toBeVisible();
  await visitor.close();
});

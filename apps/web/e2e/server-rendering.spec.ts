import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { hydrated } from './hydration';

const POST = {
  path: '/blog/tiny-kingdoms-is-out-now',
  title: 'Tiny Kingdoms Is Out Now',
};

/**
 * Console errors and warnings, and uncaught exceptions, from the moment the page starts loading. A
 * picture from another site that cannot load (the tests run offline: YouTube's thumbnails) is not the
 * page's fault.
 */
function collectProblems(page: Page, siteUrl: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const elsewhere = !message.location().url.startsWith(siteUrl);
    if (elsewhere && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  return problems;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an app page can be read in full', async ({ page }) => {
    const response = await page.goto('/apps/space-miner');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Space Miner | Pixelwave Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About Space Miner' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    const media = page.getByRole('region', { name: 'Space Miner screenshots and videos' });
    await expect(media.getByRole('img', { name: 'Space Miner screenshot 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/apps/space-miner/terms',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a blog post can be read in full', async ({ page }) => {
    const response = await page.goto(POST.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${POST.title} | Pixelwave Studio`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await expect(article.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(article.getByRole('img', { name: POST.title })).toBeVisible();
    expect(await article.locator('p').count()).toBeGreaterThan(1);
    await expect(article.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});

test('pages hydrate without a console error or warning', async ({ page, baseURL }) => {
  const problems = collectProblems(page, baseURL!);
  for (const path of [
    '/',
    '/apps',
    '/apps/category/game',
    '/apps/space-miner',
    '/blog',
    POST.path,
    '/about',
    '/contact',
    '/privacy',
  ]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }
});

test('after the first page, navigation stays in the browser: no more documents are requested', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    // The page's own documents (an app's YouTube player loads one in its frame).
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  });
  await page.goto('/');
  await hydrated(page);
  expect(documents).toHaveLength(1);

  const header = page.getByRole('banner');
  await page.locator('#portfolio').getByRole('link', { name: 'Space Miner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
  await page.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Space Miner Terms of Use' }),
  ).toBeVisible();
  await header.getByRole('button', { name: 'Apps & Games' }).click();
  await page.getByRole('menuitem', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game Apps' })).toBeVisible();
  await header.getByRole('link', { name: 'Blog' }).click();
  await page.getByRole('link', { name: `Read More about ${POST.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
  await header.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About Us | Pixelwave Studio');

  expect(documents).toHaveLength(1);
});

test("a signed-in visitor's state never appears in the pages others get", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  for (const path of ['/', '/about', POST.path]) {
    await page.goto(path);
    // The admin's own browser adds the account items once the page is live...
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    // ...but the HTML the server sent, to the admin too, is the anonymous page.
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('Logout');
    expect(html).not.toContain('href="/admin"');
  }

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  for (const path of ['/', '/about', POST.path]) {
    const response = await visitorPage.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('Logout');
    expect(html).not.toContain('admin');
    await hydrated(visitorPage);
    await visitorPage.waitForLoadState('networkidle');
    await expect(visitorPage.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(visitorPage.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  }
  await visitor.close();
});

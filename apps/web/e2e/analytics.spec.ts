import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

// Headless Chromium says so in its user agent, and bots are not counted: visitors here use a phone's.
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Analytics {
  totals: { views: number; visitors: number; storeClicks: number };
  apps: { slug: string; views: number; storeClicks: number }[];
}

async function analytics(request: APIRequestContext): Promise<Analytics> {
  const response = await request.get('/api/admin/analytics?days=30');
  expect(response.ok()).toBe(true);
  return response.json();
}

const spaceMiner = (report: Analytics) => report.apps.find((app) => app.slug === 'space-miner')!;

/** A visitor on a phone, with the stores' pages answered locally (the tests run offline). */
async function visitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, userAgent: PHONE });
  await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
  );
  return { context, page: await context.newPage() };
}

async function clickAppStoreBadge(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Download on the App Store' }).click();
  await (await popup).close();
}

test('a store badge click is counted', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const before = spaceMiner(await analytics(page.request)).storeClicks;

  const { context, page: phone } = await visitor(browser, baseURL);
  await phone.goto('/apps/space-miner');
  await clickAppStoreBadge(phone);
  await context.close();

  // Events are written every 2 seconds.
  await expect
    .poll(async () => spaceMiner(await analytics(page.request)).storeClicks, { timeout: 10_000 })
    .toBe(before + 1);
});

test('the Analytics view shows the numbers that were recorded', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const before = await analytics(page.request);

  const { context, page: phone } = await visitor(browser, baseURL);
  await phone.goto('/');
  await phone.getByRole('link', { name: 'Space Miner' }).first().click();
  await expect(phone).toHaveURL(/\/apps\/space-miner$/);
  await clickAppStoreBadge(phone);
  await context.close();

  await expect
    .poll(async () => (await analytics(page.request)).totals, { timeout: 10_000 })
    .toMatchObject({
      views: before.totals.views + 2,
      storeClicks: before.totals.storeClicks + 1,
    });
  const recorded = await analytics(page.request);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const number = new Intl.NumberFormat('en');
  await expect(page.getByTestId('analytics-views')).toHaveText(
    number.format(recorded.totals.views),
  );
  await expect(page.getByTestId('analytics-visitors')).toHaveText(
    number.format(recorded.totals.visitors),
  );
  await expect(page.getByTestId('analytics-storeClicks')).toHaveText(
    number.format(recorded.totals.storeClicks),
  );
  const row = page
    .getByRole('table', { name: 'Top apps' })
    .getByRole('row', { name: /Space Miner/ });
  const { views, storeClicks } = spaceMiner(recorded);
  await expect(row.getByRole('cell')).toHaveText([
    'Space Miner',
    String(views),
    String(storeClicks),
    new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
      storeClicks / views,
    ),
  ]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { hydrated } from './hydration';
import { pageErrors } from './nuChecker';

const GERMAN_NAME = 'Weltraum-Bergmann';

test.afterAll(async ({ browser }) => {
  // The other journeys read the site in English alone.
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const languages = page.getByRole('region', { name: 'Languages' });
  await languages.getByRole('checkbox', { name: 'Deutsch (de)' }).uncheck();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByText('Languages saved')).toBeVisible();
  await page.close();
});

/** The admin gives Space Miner a German name and short description, as an integrator would over REST. */
async function translateSpaceMiner(admin: Page) {
  const app = await admin.request.get('/api/apps/space-miner');
  const { id } = (await app.json()) as { id: number };
  const saved = await admin.request.put(`/api/admin/apps/${id}/translations/de`, {
    data: { name: GERMAN_NAME, shortDescription: 'Schürfe Asteroiden am Rand der Galaxis.' },
  });
  expect(saved.status()).toBe(200);
}

test('the admin adds German and translates a game, and a visitor reads it at its German addresses and switches languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Site Settings' }).click();
  const languages = page.getByRole('region', { name: 'Languages' });
  await languages.getByRole('checkbox', { name: 'Deutsch (de)' }).check();
  await languages.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByText('Languages saved')).toBeVisible();
  await translateSpaceMiner(page);

  // axe reads a page of a context of its own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/de/apps');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/apps$/);
  await expect(visitor.locator('link[hreflang="en"]')).toHaveAttribute('href', /[^e]\/apps$/);

  // Links lead on within the German addresses, in the same document (no reload).
  await visitor.evaluate(() => ((window as { sameDocument?: true }).sameDocument = true));
  await hydrated(visitor);
  await visitor.getByRole('main').getByRole('link', { name: GERMAN_NAME }).first().click();
  await expect(visitor).toHaveURL(/\/de\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: GERMAN_NAME })).toBeVisible();
  expect(await visitor.evaluate(() => (window as { sameDocument?: true }).sameDocument)).toBe(true);
  // The header's switcher follows the visitor to the page now shown.
  await expect(
    visitor
      .getByRole('navigation', { name: 'Sprache', exact: true })
      .getByRole('link', { name: 'EN', exact: true }),
  ).toHaveAttribute('href', '/apps/space-miner');
  // The German page is as valid and accessible as the English one.
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);
  const german = await Promise.all(
    ['/de', '/de/apps', '/de/apps/space-miner', '/de/blog'].map(async (path) => ({
      path,
      html: await (await visitor.request.get(path)).text(),
    })),
  );
  expect(await pageErrors(german)).toEqual([]);
  await visitor.goto('/apps/space-miner');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();

  // The footer's switcher leads to the same game in German, and the header's back to English.
  await visitor
    .getByRole('navigation', { name: 'Choose a language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(visitor).toHaveURL(/\/de\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: GERMAN_NAME })).toBeVisible();
  // Its store links open the stores in German: the German App Store, Google Play with hl=de.
  await expect(visitor.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\/de\/app\/space-miner\//,
  );
  await expect(visitor.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    /[?&]hl=de$/,
  );
  await visitor
    .getByRole('navigation', { name: 'Sprache', exact: true })
    .getByRole('link', { name: 'EN', exact: true })
    .click();
  await expect(visitor).toHaveURL(/[^e]\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
  await visitorContext.close();
});

test('a visitor whose browser prefers German is offered the German page, once', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const visitor = await context.newPage();
  await visitor.goto('/apps/space-miner');
  await hydrated(visitor);
  // The offer speaks the language it offers.
  const suggestion = visitor.getByRole('region', { name: 'Vorgeschlagene Sprache' });
  await expect(suggestion).toContainText('Diese Seite gibt es auch auf Deutsch.');
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);
  await suggestion.getByRole('link', { name: 'Zu Deutsch wechseln' }).click();
  await expect(visitor).toHaveURL(/\/de\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: GERMAN_NAME })).toBeVisible();

  // The visitor chose: the English pages no longer offer German.
  await visitor.goto('/apps');
  await hydrated(visitor);
  // By then the suggestion's code would have loaded.
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('navigation', { name: 'Language', exact: true })).toBeVisible();
  await expect(suggestion).toHaveCount(0);
  await context.close();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { pageErrors, type PageMarkup } from './nuChecker';
import { publicPages } from './publicPages';
import { subscriptionPages } from './subscriptionPages';

test("every public page, the mailing list's too, is valid HTML, as the Nu Html Checker reads it", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = [...(await publicPages(request)), ...(await subscriptionPages(request))];
  const pages = await Promise.all(
    paths.map(async (path) => ({ path, html: await (await request.get(path)).text() })),
  );
  expect(await pageErrors(pages)).toEqual([]);
  expect(pages.length).toBeGreaterThan(30);
});

/** The admin screen at this address as the browser has drawn it, once `ready` shows (each, when several). */
async function drawnScreen(
  page: Page,
  path: string,
  ready: (page: Page) => Locator | Locator[],
): Promise<PageMarkup> {
  await page.goto(path);
  for (const shown of [ready(page)].flat()) await expect(shown).toBeVisible();
  return { path, html: await page.content() };
}

test("the e-mail screens (Settings' E-mail, the outbox) are valid HTML as drawn", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const settings = await drawnScreen(page, '/admin/settings', (shown) =>
    shown.getByRole('row', { name: /^Sender/ }),
  );
  await page.getByRole('textbox', { name: 'Send a test e-mail to' }).fill('nu@example.com');
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByText('Test e-mail queued')).toBeVisible();
  const outbox = await drawnScreen(page, '/admin/outbox', (shown) =>
    shown.getByRole('row', { name: /nu@example\.com/ }),
  );
  expect(await pageErrors([settings, outbox])).toEqual([]);
});

/**
 * These regions of the screen as the browser has drawn it, each alone in a page of its own: sections whose
 * markup is checked apart from the rest of their screen.
 */
async function drawnSections(page: Page, names: string[]): Promise<PageMarkup[]> {
  const path = new URL(page.url()).pathname;
  return Promise.all(
    names.map(async (name) => {
      const html = await page.getByRole('region', { name }).evaluate((region) => region.outerHTML);
      return {
        path: `${path} (${name})`,
        html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><main>${html}</main></body></html>`,
      };
    }),
  );
}

test("an app's privacy declaration and fastlane metadata sections, and Site Settings with its Languages, are valid HTML as drawn", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Space Miner's sample declaration names data types, so the editor draws their details too.
  const { id } = (await (await page.request.get('/api/apps/space-miner')).json()) as { id: number };
  await signInAsAdmin(page);
  // The rest of the edit screen is not checked here: Mantine's own markup there (the category's options,
  // the media fields) is not valid HTML.
  await drawnScreen(page, `/admin/apps/edit/${id}`, (shown) => [
    shown
      .getByRole('region', { name: 'Privacy declaration' })
      .getByRole('group', { name: 'User ID: details' }),
    shown
      .getByRole('region', { name: 'fastlane metadata' })
      .getByRole('link', { name: 'Download fastlane.zip' }),
  ]);
  const sections = await drawnSections(page, ['Privacy declaration', 'fastlane metadata']);
  const settings = await drawnScreen(page, '/admin/settings', (shown) =>
    shown
      .getByRole('region', { name: 'Languages' })
      .getByRole('button', { name: 'Save languages' }),
  );
  expect(await pageErrors([...sections, settings])).toEqual([]);
});

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

/** The admin screen at this address as the browser has drawn it, once `ready` shows. */
async function drawnScreen(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
): Promise<PageMarkup> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
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

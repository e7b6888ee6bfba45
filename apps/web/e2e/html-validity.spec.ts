import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signInAsAdmin } from './adminSession';
import { publicPages } from './publicPages';
import { subscriptionPages } from './subscriptionPages';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** A page's address and its markup. */
interface PageMarkup {
  path: string;
  html: string;
}

/** The Nu Html Checker's errors for these files (it writes them to stderr, and exits 1 when there are some). */
async function htmlErrors(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile);
  const { stderr } = await run(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((failure: { stderr?: string }) => ({ stderr: failure.stderr ?? '' }));
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

/** The checker's errors in these pages, each named by the page's address. */
async function pageErrors(pages: PageMarkup[]) {
  const folder = await mkdtemp(join(tmpdir(), 'studio-html-'));
  try {
    const files = await Promise.all(
      pages.map(async ({ path, html }, index) => {
        const file = join(folder, `page-${index}.html`);
        await writeFile(file, html);
        return { path, file };
      }),
    );
    const errors = await htmlErrors(files.map(({ file }) => file));
    return errors.map(({ url, lastLine, message, extract }) => ({
      page: files.find(({ file }) => url.endsWith(file))?.path,
      line: lastLine,
      message,
      extract,
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

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

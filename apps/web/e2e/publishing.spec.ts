import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { hydrated } from './hydration';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A post written through the admin API with the signed-in page's session. */
async function createPost(page: Page, fields: { title: string; slug: string; published: boolean }) {
  const response = await page.request.post('/api/admin/blog', {
    data: {
      content: `${fields.title}: the first paragraph of a post.\n\nAnd a second paragraph, long enough.`,
      excerpt: `What ${fields.title} is about.`,
      image: '/api/placeholder-image',
      category: 'Development',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

/** Signs the admin in, writes a post titled "E2E {name} …" through the API and opens its edit form. */
async function editNewPost(page: Page, name: string, slugPrefix: string, published: boolean) {
  await signInAsAdmin(page);
  const title = `E2E ${name} ${unique()}`;
  const post = await createPost(page, { title, slug: `${slugPrefix}-${unique()}`, published });
  await page.goto(`/admin/blog/edit/${post.id}`);
  return { post, title };
}

async function updatePost(page: Page, id: number, fields: Record<string, unknown>) {
  const current = await (await page.request.get(`/api/admin/blog/${id}`)).json();
  const { title, slug, content, excerpt, image, category, published, publishAt } = current;
  const response = await page.request.put(`/api/admin/blog/${id}`, {
    data: { title, slug, content, excerpt, image, category, published, publishAt, ...fields },
  });
  expect(response.status()).toBe(200);
}

test('the owner schedules a post: it stays hidden, and the lists say when it goes out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { post, title } = await editNewPost(page, 'Launch Post', 'launch', true);
  await page.getByRole('button', { name: /^Schedule/ }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^15 / }).click();
  await page.getByRole('button', { name: 'Use this date and time' }).click();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.getByPlaceholder('Search blog posts...').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(/15, \d{4} 00:00 UTC/);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const response = await visitor.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(404);
});

test('the owner restores a revision of a post overwritten by mistake', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const title = `E2E Revised Post ${unique()}`;
  const post = await createPost(page, { title, slug: `revised-${unique()}`, published: true });
  await updatePost(page, post.id, { title: `${title} (overwritten)` });

  await page.goto(`/admin/blog/edit/${post.id}`);
  await page.getByRole('link', { name: 'Revisions' }).click();
  await expect(page.getByRole('heading', { name: 'Revisions' })).toBeVisible();
  const revisions = page.getByRole('navigation', { name: 'Revisions' });
  await revisions.getByRole('button').last().click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes).toContainText(`${title} (overwritten)`);
  await page.getByRole('button', { name: 'Restore this revision' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Revision restored')).toBeVisible();

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
});

test('a partner opens a preview link of a draft without an account, until the admin revokes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { title } = await editNewPost(page, 'Embargoed Draft', 'embargo', false);
  await page.getByRole('button', { name: 'Share preview' }).click();
  const notice = page.getByText(/Anyone with the link can see this page until/);
  await expect(notice).toBeVisible();
  const url = /(https?:\/\/\S+\/preview\/[\w-]+)/.exec((await notice.textContent()) ?? '')![1]!;

  const partner = await (await browser.newContext({ baseURL })).newPage();
  const response = await partner.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(partner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(partner.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByRole('button', { name: 'Revoke preview links' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('1 link stopped working.')).toBeVisible();
  expect((await partner.goto(url))?.status()).toBe(404);
});

/** The site's languages, set as an integrator would over REST: English the default. */
async function setLanguages(admin: Page, locales: string[]) {
  const saved = await admin.request.put('/api/admin/settings/locales', {
    data: { default: 'en', locales },
  });
  expect(saved.status()).toBe(200);
}

test('a partner opens the German preview link of a draft, its unpublished German translation in a German page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { post } = await editNewPost(page, 'German Preview', 'german-preview', false);
  const germanTitle = `E2E Deutsche Vorschau ${unique()}`;
  await setLanguages(page, ['en', 'de']);
  try {
    const translated = await page.request.put(`/api/admin/blog/${post.id}/translations/de`, {
      data: { title: germanTitle, published: false },
    });
    expect(translated.status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Deutsch' }).click();
    const german = page.getByRole('tabpanel', { name: 'Deutsch' });
    await german.getByRole('button', { name: 'Share preview in Deutsch' }).click();
    const notice = page.getByText(/Anyone with the link can see this page in Deutsch until/);
    await expect(notice).toBeVisible();
    const url = /(https?:\/\/\S+\/de\/preview\/[\w-]+)/.exec(
      (await notice.textContent()) ?? '',
    )![1]!;

    const partner = await (await browser.newContext({ baseURL })).newPage();
    const response = await partner.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(partner.getByRole('heading', { level: 1, name: germanTitle })).toBeVisible();
    await expect(partner.locator('html')).toHaveAttribute('lang', 'de');
    await expect(partner.getByRole('link', { name: 'Zurück zum Blog' })).toBeVisible();
    await expect(partner.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Brought to life in German, the page shows the same: the browser asks for the preview in German too.
    await hydrated(partner);
    await expect(partner.getByRole('heading', { level: 1, name: germanTitle })).toBeVisible();
    expect((await new AxeBuilder({ page: partner }).analyze()).violations).toEqual([]);
  } finally {
    // The other journeys read the site in English alone.
    await setLanguages(page, ['en']);
  }
});

test('the owner restores the German translation of a post overwritten by mistake, from its revisions in Deutsch', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { post } = await editNewPost(page, 'German Revision', 'german-revision', true);
  const germanTitle = `E2E Deutscher Titel ${unique()}`;
  await setLanguages(page, ['en', 'de']);
  try {
    for (const title of [germanTitle, `${germanTitle} (überschrieben)`]) {
      const saved = await page.request.put(`/api/admin/blog/${post.id}/translations/de`, {
        data: { title, published: true },
      });
      expect(saved.status()).toBe(200);
    }
    await page.goto(`/admin/blog/edit/${post.id}?language=de`);
    await page
      .getByRole('tabpanel', { name: 'Deutsch' })
      .getByRole('link', { name: 'Revisions in Deutsch' })
      .click();
    await expect(page.getByRole('heading', { name: 'Revisions in Deutsch' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Revisions' }).getByRole('button').last().click();
    await expect(page.getByRole('table', { name: 'Changes' })).toContainText('(überschrieben)');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Restore this revision' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Revision restored')).toBeVisible();

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/de/blog/${post.slug}`);
    await expect(
      visitor.getByRole('heading', { level: 1, name: germanTitle, exact: true }),
    ).toBeVisible();
  } finally {
    // The other journeys read the site in English alone.
    await setLanguages(page, ['en']);
  }
});

test('an old slug of a post leads to its new address', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const title = `E2E Renamed Post ${unique()}`;
  const oldSlug = `old-${unique()}`;
  const newSlug = `new-${unique()}`;
  const post = await createPost(page, { title, slug: oldSlug, published: true });
  await updatePost(page, post.id, { slug: newSlug });

  const reader = await (await browser.newContext({ baseURL })).newPage();
  await reader.goto(`/blog/${oldSlug}`);
  await expect(reader).toHaveURL(new RegExp(`/blog/${newSlug}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('text typed in the post form survives a reload and is restored', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto('/admin/blog/new');
  const text = `A long post the browser kept ${unique()}`;
  await page.getByLabel('Post content').fill(text);
  // Typing is kept at most once a second.
  await page.waitForTimeout(1500);
  await page.reload();

  await expect(page.getByText(/^Unsaved changes from .+ were kept\.$/)).toBeVisible();
  await expect(page.getByLabel('Post content')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Post content')).toHaveValue(text);
});

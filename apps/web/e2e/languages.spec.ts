import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { svgImage } from './adminFiles';
import { signInAsAdmin } from './adminSession';
import { hydrated } from './hydration';
import { linkIn, mailTo } from './mailbox';
import { pageErrors } from './nuChecker';
import { newAddress } from './subscriptionPages';

const GERMAN_NAME = 'Weltraum-Bergmann';
const GERMAN_SCREENSHOT = 'e2e-bildschirm-de.svg';

test.afterAll(async ({ browser }) => {
  // The other journeys read the site in English alone.
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await setLanguages(page, ['en']);
  await page.close();
});

/** The site's languages, set as an integrator would over REST: English the default. */
async function setLanguages(admin: Page, locales: string[]) {
  const saved = await admin.request.put('/api/admin/settings/locales', {
    data: { default: 'en', locales },
  });
  expect(saved.status()).toBe(200);
}

const GERMAN_RELEASE_NOTES = 'Drei neue Sternsysteme jenseits des Kuiper-Tors.';

/** The admin gives Space Miner a German name, short description and release notes in its form's Deutsch tab. */
async function translateSpaceMiner(admin: Page) {
  await admin.goto('/admin/apps');
  const row = admin.getByRole('row', { name: /Space Miner/ });
  await expect(row.getByText('DE: none')).toBeVisible();
  await row.getByRole('link', { name: 'Edit Space Miner' }).click();
  await admin
    .getByRole('tablist', { name: 'Language' })
    .getByRole('tab', { name: 'Deutsch' })
    .click();
  await expect(admin).toHaveURL(/\?language=de$/);
  const german = admin.getByRole('tabpanel', { name: 'Deutsch' });
  await expect(
    german.getByText('Not translated into Deutsch yet.', { exact: false }),
  ).toBeVisible();
  // The translation form, the default's texts beside its fields, is as accessible as the rest of the admin.
  expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);
  await german.getByRole('textbox', { name: 'App name' }).fill(GERMAN_NAME);
  await german
    .getByRole('textbox', { name: 'Short description' })
    .fill('Schürfe Asteroiden am Rand der Galaxis.');
  // A screenshot of its own for the German pages, in place of the English ones there.
  await german
    .getByLabel('Choose media files')
    .setInputFiles(svgImage(GERMAN_SCREENSHOT, '#e8590c'));
  await expect(
    german.getByRole('list', { name: 'Media' }).getByRole('img', { name: 'Media item 1' }),
  ).toHaveAttribute('src', new RegExp(GERMAN_SCREENSHOT), { timeout: 30_000 });
  await german.getByRole('button', { name: 'Save Deutsch translation' }).click();
  await expect(admin.getByText('Translation saved')).toBeVisible();
  await expect(german.getByText(/fields are still to translate/)).toBeVisible();

  // Its latest release's notes, beside the English ones, saved on their own.
  const notes = german.getByRole('region', { name: 'Release notes in Deutsch' });
  await notes.getByRole('textbox', { name: 'Notes of version 1.4.0' }).fill(GERMAN_RELEASE_NOTES);
  await notes.getByRole('button', { name: 'Save Deutsch notes of version 1.4.0' }).click();
  await expect(admin.getByText('The Deutsch translation of version 1.4.0 is saved.')).toBeVisible();
}

const GERMAN_POST = 'Hinter den Kulissen der Galaxis';

/** The admin translates the newest post into German in its form's Deutsch tab, and publishes it there. */
async function translateNewestPostIntoGerman(admin: Page) {
  const posts = (await (await admin.request.get('/api/blog')).json()) as { id: number }[];
  await admin.goto(`/admin/blog/edit/${posts[0]!.id}?language=de`);
  const german = admin.getByRole('tabpanel', { name: 'Deutsch' });
  await german.getByRole('textbox', { name: 'Title' }).fill(GERMAN_POST);
  await german
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Wie aus einem kleinen Sprite eine ganze Galaxis wurde.');
  await german
    .getByRole('textbox', { name: 'Post content' })
    .fill(
      'Alles begann mit einem einzigen kleinen Sprite. Wochenlang haben wir gezeichnet und verworfen.\n\nDann war die Galaxis da.',
    );
  await german.getByRole('switch', { name: /Publish in Deutsch/ }).check();
  await german.getByRole('button', { name: 'Save Deutsch translation' }).click();
  await expect(admin.getByText('Translation saved')).toBeVisible();
  await admin.goto('/admin/blog');
  await expect(admin.getByText('DE: published')).toBeVisible();
}

test('the admin adds German and translates a game and a post in their forms, and a visitor reads them at their German addresses and switches languages', async ({
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
  await translateNewestPostIntoGerman(page);

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
    ['/de', '/de/apps', '/de/apps/space-miner', '/de/apps/space-miner/privacy', '/de/blog'].map(
      async (path) => ({
        path,
        html: await (await visitor.request.get(path)).text(),
      }),
    ),
  );
  expect(await pageErrors(german)).toEqual([]);

  // The post published in German is in the German blog, and reads through.
  await visitor.goto('/de/blog');
  await visitor.getByRole('main').getByRole('link', { name: GERMAN_POST }).first().click();
  await expect(visitor).toHaveURL(/\/de\/blog\/[^/]+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: GERMAN_POST })).toBeVisible();
  await expect(visitor.getByText('Dann war die Galaxis da.')).toBeVisible();

  await visitor.goto('/apps/space-miner');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();

  // The footer's switcher leads to the same game in German, and the header's back to English.
  await visitor
    .getByRole('navigation', { name: 'Choose a language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(visitor).toHaveURL(/\/de\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: GERMAN_NAME })).toBeVisible();
  // Its store buttons speak German and open the stores in German: the German App Store, Google Play with hl=de.
  await expect(visitor.getByRole('link', { name: 'Laden im App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\/de\/app\/space-miner\//,
  );
  await expect(visitor.getByRole('link', { name: 'Jetzt bei Google Play' })).toHaveAttribute(
    'href',
    /[?&]hl=de$/,
  );
  await expect(
    visitor.getByRole('heading', { level: 2, name: `Über ${GERMAN_NAME}` }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Neu in Version 1.4.0' }),
  ).toBeVisible();
  await expect(visitor.getByText(GERMAN_RELEASE_NOTES)).toBeVisible();
  // Its pictures are the German screenshot alone.
  const germanMedia = visitor.getByRole('region', {
    name: `Screenshots und Videos von ${GERMAN_NAME}`,
  });
  await expect(germanMedia.getByRole('img')).toHaveCount(1);
  await expect(
    germanMedia.getByRole('img', { name: `Screenshot 1 von ${GERMAN_NAME}` }),
  ).toHaveAttribute('src', new RegExp(GERMAN_SCREENSHOT));
  const releasesFeed = await visitor.request.get('/de/apps/space-miner/releases.xml');
  expect(releasesFeed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await releasesFeed.text()).toContain(GERMAN_RELEASE_NOTES);
  await visitor
    .getByRole('navigation', { name: 'Sprache', exact: true })
    .getByRole('link', { name: 'EN', exact: true })
    .click();
  await expect(visitor).toHaveURL(/[^e]\/apps\/space-miner$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
  // The English page keeps its own screenshots.
  const englishMedia = visitor.getByRole('region', {
    name: 'Space Miner screenshots and videos',
  });
  await expect(englishMedia.getByRole('img', { name: 'Space Miner screenshot 1' })).toBeVisible();
  await expect(englishMedia.locator(`img[src*="${GERMAN_SCREENSHOT}"]`)).toHaveCount(0);
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

const JAPANESE_POST = 'ピクセルで描く宇宙';

/** The admin publishes the newest post in Japanese, over REST. */
async function translateNewestPost(admin: Page) {
  const posts = (await (await admin.request.get('/api/blog')).json()) as { id: number }[];
  const saved = await admin.request.put(`/api/admin/blog/${posts[0]!.id}/translations/ja`, {
    data: {
      title: JAPANESE_POST,
      excerpt: '小さなスプライトから宇宙がひろがるまで。',
      // At least 50 characters, as every post's content.
      content:
        'ひとつの小さなスプライトから、すべてが始まりました。何週間も描いては消し、また描きました。\n\nそして宇宙ができました。',
      published: true,
    },
  });
  expect(saved.status()).toBe(200);
}

test('a visitor on a phone reads the site in Japanese: the home page, the games, a game page, a post, the contact and about pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await setLanguages(page, ['en', 'ja']);
  await translateNewestPost(page);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto('/ja');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(visitor).toHaveTitle('Pixelwave Studio | Mobile Games & Apps');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    '何度でも遊びたくなるモバイルゲームとアプリをつくっています',
  );
  await expect(visitor.getByRole('heading', { level: 2, name: 'ゲームとアプリ' })).toBeVisible();
  await hydrated(visitor);

  // The games, then one category of them, within the Japanese addresses.
  await visitor.getByRole('link', { name: 'すべてのアプリを見る' }).click();
  await expect(visitor).toHaveURL(/\/ja\/apps$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'すべてのアプリとゲーム' }),
  ).toBeVisible();
  await visitor
    .getByRole('navigation', { name: 'カテゴリで絞り込む' })
    .getByRole('link', { name: 'ゲーム', exact: true })
    .click();
  await expect(visitor).toHaveURL(/\/ja\/apps\/category\/Game$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'ゲームのアプリ' })).toBeVisible();
  await expect(visitor).toHaveTitle('ゲームのアプリ | Pixelwave Studio');
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);

  // A game's page, from its card: its sections and store buttons in Japanese.
  await visitor.getByRole('main').getByRole('link', { name: 'Space Miner' }).first().click();
  await expect(visitor).toHaveURL(/\/ja\/apps\/space-miner$/);
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'Space Miner について' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'App Store からダウンロード' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\/jp\/app\/space-miner\//,
  );
  await expect(visitor.getByText(/^最終更新日：/)).toBeVisible();
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);

  // The blog shows the post published in Japanese, and the post reads through.
  await visitor.goto('/ja/blog');
  await expect(visitor.getByRole('heading', { level: 1, name: 'ピクセルの舞台裏' })).toBeVisible();
  await hydrated(visitor);
  await visitor.getByRole('link', { name: `続きを読む：${JAPANESE_POST}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: JAPANESE_POST })).toBeVisible();
  await expect(visitor.getByText('そして宇宙ができました。')).toBeVisible();
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);
  await visitor.getByRole('link', { name: 'ブログに戻る' }).click();
  await expect(visitor).toHaveURL(/\/ja\/blog$/);

  await visitor.goto('/ja/contact');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'お気軽にご連絡ください' }),
  ).toBeVisible();
  await expect(visitor).toHaveTitle('お問い合わせ | Pixelwave Studio');
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);

  await visitor.goto('/ja/about');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    '小さなスタジオ、大きな遊び心',
  );
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);

  // The Japanese pages are as valid as the English ones.
  const japanese = await Promise.all(
    [
      '/ja',
      '/ja/apps',
      '/ja/apps/category/Game',
      '/ja/apps/space-miner',
      '/ja/apps/space-miner/press',
      '/ja/blog',
      '/ja/contact',
      '/ja/about',
      '/ja/press',
    ].map(async (path) => ({ path, html: await (await visitor.request.get(path)).text() })),
  );
  expect(await pageErrors(japanese)).toEqual([]);
  await context.close();
});

test('the site’s legal pages read in German and Japanese, each saying the English version governs and linking it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await setLanguages(page, ['en', 'de', 'ja']);

  // axe reads a page of a context of its own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/de/terms');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor).toHaveTitle('Nutzungsbedingungen | Pixelwave Studio');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: '1. Wer wir sind' })).toBeVisible();
  await expect(
    visitor.getByText('Diese Übersetzung dient der Information; maßgeblich ist die', {
      exact: false,
    }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);

  await visitor.goto('/ja/privacy');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('heading', { level: 2, name: '1. 当社が処理するデータ' }),
  ).toBeVisible();
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);
  await hydrated(visitor);
  await visitor.getByRole('main').getByRole('link', { name: '英語版' }).click();
  await expect(visitor).toHaveURL(/[^a]\/privacy$/);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  const translated = await Promise.all(
    ['/de/terms', '/ja/privacy'].map(async (path) => ({
      path,
      html: await (await visitor.request.get(path)).text(),
    })),
  );
  expect(await pageErrors(translated)).toEqual([]);
  await context.close();
});

test('a player who signs up on a German page confirms in German: the e-mail, its link under /de and the page it opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await setLanguages(page, ['en', 'de']);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/de/apps/space-miner');
  // The form works once the page is live.
  await hydrated(visitor);
  await visitor.waitForLoadState('networkidle');
  const email = newAddress('spieler');
  const signUp = visitor.getByRole('contentinfo').getByRole('textbox');
  await signUp.fill(email);
  await signUp.press('Enter');
  const mail = await mailTo(email, /^Bitte bestätige dein Abo/);
  const link = new URL(linkIn(mail, '/de/subscriptions/confirm/'));

  await visitor.goto(link.pathname);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Abo bestätigt' })).toBeVisible();
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);
  const confirmed = {
    path: link.pathname,
    html: await (await visitor.request.get(link.pathname)).text(),
  };
  expect(await pageErrors([confirmed])).toEqual([]);
  await context.close();
});

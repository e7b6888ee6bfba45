import { expect, test } from '@playwright/test';
import { publicPages } from './publicPages';

test.use({ viewport: { width: 390, height: 844 } });

// The sample content's coming-soon game: public months before its launch.
const APP_PATH = '/apps/star-garden';

test('a coming-soon game on a phone: its badge, pre-launch links and launch sign-up', async ({
  page,
}) => {
  await page.goto('/apps/category/Game');
  const card = page.getByRole('link', { name: 'Star Garden' });
  await expect(card).toBeVisible();
  await card.click();

  await expect(page).toHaveURL(new RegExp(`${APP_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Star Garden' })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(page.getByText('Expected launch: Spring 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pre-order on the App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\//,
  );
  await expect(page.getByRole('link', { name: 'Pre-register on Google Play' })).toHaveAttribute(
    'href',
    /^https:\/\/play\.google\.com\//,
  );
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(0);

  const signUp = page.getByRole('form', { name: 'Notify me at launch' });
  await signUp.scrollIntoViewIfNeeded();
  await expect(signUp.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(signUp.getByRole('button', { name: 'Notify me at launch' })).toBeVisible();

  const media = page.getByRole('region', { name: 'Star Garden screenshots and videos' });
  await expect(media.getByRole('img', { name: 'Star Garden screenshot 1' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About Star Garden' })).toBeVisible();

  // The structured data crawlers read is the page's as the server sends it (the card's click navigated in
  // the browser, which keeps the category page's).
  await page.goto(APP_PATH);
  const application = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )['@graph'].find((node: { '@type': string }) => node['@type'] === 'MobileApplication');
  expect(application).not.toHaveProperty('installUrl');
  expect(application).not.toHaveProperty('offers');
});

test('the coming-soon page is among the pages the accessibility and HTML checks visit', async ({
  request,
}) => {
  expect(await publicPages(request)).toContain(APP_PATH);
});

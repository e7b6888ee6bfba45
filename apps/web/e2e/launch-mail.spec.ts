import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { hydrated } from './hydration';
import { linkIn, mailTo } from './mailbox';
import { newAddress } from './subscriptionPages';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("a coming-soon game's launch reaches the player who asked to be told", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = `moon-orchard-${unique()}`;
  const fields = {
    name: 'Moon Orchard',
    slug,
    description: 'Grow fruit on the far side of the moon, one crater at a time.',
    shortDescription: 'A calm farming game on the moon.',
    category: 'Game',
    icon: '/api/placeholder-image',
    appStoreLink: 'https://apps.apple.com/app/id1234567890',
    screenshots: ['/api/placeholder-image'],
    featured: false,
    launchMessage: 'The orchard is open: plant your first moon tree today.',
  };
  await signInAsAdmin(page);
  const created = await page.request.post('/api/admin/apps', {
    data: {
      ...fields,
      comingSoon: true,
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // A player finds the game before its launch and asks to be told.
  const player = await browser.newContext();
  const playerPage = await player.newPage();
  await playerPage.goto(`/apps/${slug}`);
  await expect(playerPage.getByText('Coming soon', { exact: true })).toBeVisible();
  await hydrated(playerPage);
  const email = newAddress('launch');
  const signUp = playerPage.getByRole('form', { name: 'Notify me at launch' });
  await signUp.getByRole('textbox', { name: 'Email address' }).fill(email);
  await signUp.getByRole('button', { name: 'Notify me at launch' }).click();
  await expect(playerPage.getByText('Check your inbox')).toBeVisible();

  const confirmation = await mailTo(
    email,
    /^Confirm your subscription to Moon Orchard launch news$/,
  );
  await playerPage.goto(new URL(linkIn(confirmation, '/subscriptions/confirm/')).pathname);
  await expect(
    playerPage.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();

  // The owner sees the list on the app form, then launches the game now.
  await page.goto(`/admin/apps/edit/${id}`);
  await expect(
    page.getByText('Moon Orchard launch news: 1 confirmed, 0 addresses waiting for confirmation.'),
  ).toBeVisible();
  const launched = await page.request.put(`/api/admin/apps/${id}`, {
    data: { ...fields, comingSoon: false, publishAt: null },
  });
  expect(launched.status()).toBe(200);

  const launchMail = await mailTo(email, /^Moon Orchard is out now$/);
  expect(launchMail.text).toContain('The orchard is open: plant your first moon tree today.');
  expect(launchMail.text).toContain(
    'Download on the App Store https://apps.apple.com/app/id1234567890',
  );
  expect(launchMail.html).toMatch(/src="https?:\/\/[^"]+\/api\/placeholder-image"/);
  expect(
    launchMail.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line,
  ).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  await playerPage.goto(`/apps/${slug}`);
  await expect(playerPage.getByText('Coming soon', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Launch e-mail: 1 sent, 0 failed/)).toBeVisible();
  await player.close();
});

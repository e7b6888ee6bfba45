import { expect, request as requests, test } from '@playwright/test';
import { hydrated } from './hydration';
import { linkIn, mailTo } from './mailbox';
import { confirmationPathFor, newAddress } from './subscriptionPages';

test('a visitor subscribes in the footer, confirms from the e-mail, and one click unsubscribes them', async ({
  page,
  baseURL,
}) => {
  const email = newAddress('footer');
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();

  const mail = await mailTo(email, /^Confirm your subscription to Pixelwave Studio news$/);
  const confirmPath = new URL(linkIn(mail, '/subscriptions/confirm/')).pathname;
  const confirmation = await page.goto(confirmPath);
  expect(confirmation?.headers()['x-robots-tag']).toBe('noindex');
  expect(confirmation?.headers()['cache-control']).toBe('private, no-store');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
  await expect(page.getByText(/you will receive Pixelwave Studio news/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await hydrated(page);
  await page.getByRole('link', { name: 'Changed your mind? Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  const unsubscribeUrl = new URL(page.url(), baseURL).href;

  // As a mail provider's server does it (RFC 8058): no cookie, its own Origin, a form body.
  const provider = await requests.newContext();
  const oneClick = await provider.post(unsubscribeUrl, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { origin: 'https://mail.provider.example' },
  });
  expect(oneClick.status()).toBe(200);
  await provider.dispose();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
});

test("the unsubscribe page's one button takes the address off the list", async ({
  page,
  request,
}) => {
  await page.goto(await confirmationPathFor(request, newAddress('button')));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Changed your mind? Unsubscribe' }).click();
  await expect(page.getByText(/Stop receiving Pixelwave Studio news\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(
    page.getByText('This address will not receive Pixelwave Studio news any more.'),
  ).toBeVisible();
});

test('an unknown confirmation link says so, with 404', async ({ page }) => {
  const answer = await page.goto('/subscriptions/confirm/no-such-link');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe page's button still takes the address off the list", async ({
    page,
    request,
  }) => {
    const confirmed = await request.get(
      `/api${await confirmationPathFor(request, newAddress('no-script'))}`,
    );
    const { unsubscribeToken } = (await confirmed.json()) as { unsubscribeToken: string };
    await page.goto(`/subscriptions/unsubscribe/${unsubscribeToken}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
  });
});

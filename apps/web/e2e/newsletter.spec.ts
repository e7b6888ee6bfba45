import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

test('the newsletter form checks the address on the client, then subscribes it', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(
    page.getByRole('link', { name: 'support@pixelwave.studio' }).first(),
  ).toHaveAttribute('href', 'mailto:support@pixelwave.studio');
  // The form works once the page is live, and the page's own session check is done.
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  // The form's calls, that is: the toast's code may load from the site's assets, and the page view is
  // counted whenever its batch goes.
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/assets/') && pathname !== '/api/events') {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });

  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const field = form.getByRole('textbox', { name: 'Email address' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();

  await field.fill('player@nowhere');
  await subscribe.click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  expect(requests).toEqual([]);

  await field.fill(`player-${Date.now()}@example.com`);
  await field.press('Enter');
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(
    page.getByText("You'll receive updates on new releases and exclusive offers."),
  ).toBeVisible();
  await expect(field).toHaveValue('');
  expect(requests).toEqual([expect.stringMatching(/^POST \S+\/trpc\/subscriptions\.subscribe\b/)]);
});

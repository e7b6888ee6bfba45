import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

test('the settings screen refuses a bad app-ads.txt line and publishes a good file', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Site Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);

  const content = page.getByLabel('app-ads.txt content');
  await content.fill('google.com, pub-1234567890123456, DIRECT\nunity.com, 3567890, PARTNER');
  await page.getByRole('button', { name: 'Save app-ads.txt' }).click();
  await expect(content).toHaveAccessibleDescription(
    /Line 2: the relationship must be DIRECT or RESELLER, not "PARTNER"/,
  );

  const file =
    'google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\nCONTACT=ads@pixelwave.studio';
  await content.fill(file);
  await page.getByRole('button', { name: 'Save app-ads.txt' }).click();
  await expect(page.getByText('app-ads.txt saved')).toBeVisible();

  const served = await request.get('/app-ads.txt');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await served.text()).toBe(file);
});

import { expect, test } from '@playwright/test';
import { E2E_ADMIN_USERNAME } from './env';

test('a wrong password is refused with "Login failed"', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'App Portfolio Management' })).toBeVisible();
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a visitor who is not signed in is sent from /admin to the login page', async ({ page }) => {
  await page.goto('/admin/apps');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a signed-in user who is not an admin is sent home from /admin', async ({ page }) => {
  await page.goto('/');
  // Registering through the page's own request context signs this browser in.
  const registration = await page.request.post('/api/register', {
    data: { username: `visitor-${Date.now()}`, password: 'visitor-password' },
  });
  expect(registration.status()).toBe(201);

  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto('/auth');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { E2E_ADMIN_PASSWORD } from './env';

const CHANGED_PASSWORD = 'e2e-admin-changed';

test('the admin changes the password: this browser stays signed in, another one is signed out', async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInAsAdmin(otherPage);
  await signInAsAdmin(page);
  try {
    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await page.getByRole('textbox', { name: 'Current password' }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('textbox', { name: 'New password' }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    expect((await page.request.get('/api/user')).status()).toBe(200);
    expect((await otherPage.request.get('/api/user')).status()).toBe(401);
  } finally {
    // The other specs sign in with the usual password.
    await page.request.put('/api/account/password', {
      data: { currentPassword: CHANGED_PASSWORD, newPassword: E2E_ADMIN_PASSWORD },
    });
    await elsewhere.close();
  }
});

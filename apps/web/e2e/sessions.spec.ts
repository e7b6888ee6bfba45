import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

// Each journey signs in more than once and opens the Account screen (its own chunk): slow on a busy machine,
// and its clean-up (the admin signs in with the password alone in the other specs) must get its turn.
test.describe.configure({ timeout: 90_000 });

test('ending another session on the Account screen signs that browser out', async ({
  page,
  browser,
}) => {
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  try {
    await signInAsAdmin(otherPage);
    await signInAsAdmin(page);
    await page.goto('/admin/account');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByText('This browser')).toBeVisible();
    await expect(sessions.getByText('127.0.0.0/24').first()).toBeVisible();
    const signOutButtons = sessions.getByRole('button', { name: /^Sign out Chrome on Linux/ });
    expect(await signOutButtons.count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Signed out everywhere else')).toBeVisible();
    await expect(signOutButtons).toHaveCount(0);

    expect((await otherPage.request.get('/api/user')).status()).toBe(401);
    await otherPage.goto('/admin/account');
    await expect(otherPage).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  } finally {
    await elsewhere.close();
  }
});

test('signing out one other session ends that one only', async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  try {
    await signInAsAdmin(page);
    // Only the two sessions of this test, whatever the earlier specs left.
    expect((await page.request.delete('/api/account/sessions')).status()).toBe(200);
    await signInAsAdmin(otherPage);

    await page.goto('/admin/account');
    const signOut = page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('button', { name: /^Sign out Chrome on Linux/ });
    await expect(signOut).toHaveCount(1);
    await signOut.click();
    await expect(signOut).toHaveCount(0);

    expect((await otherPage.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  } finally {
    await elsewhere.close();
  }
});

import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

// Each journey signs in more than once and opens the Account screen (its own chunk): slow on a busy machine,
// and its clean-up (the admin signs in with the password alone in the other specs) must get its turn.
test.describe.configure({ timeout: 90_000 });

// A passkey belongs to a domain name, never to an IP address: this spec reaches the server as localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

test('the admin adds a passkey, signs in with it alone, and removes it', async ({
  page,
  context,
}) => {
  // Chromium's virtual authenticator: a platform authenticator that keeps discoverable credentials and
  // verifies its user without a prompt.
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInAsAdmin(page);
  await page.goto('/admin/account');
  await page.getByRole('textbox', { name: 'Name of the new passkey' }).fill('E2E laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const row = page.getByRole('row', { name: /E2E laptop/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Never');

  try {
    await context.clearCookies();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto('/admin/account');
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Never');
    await page.getByRole('button', { name: 'Remove the passkey E2E laptop' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    // The other specs sign in with the password alone.
    const passkeys = (await (await page.request.get('/api/account/passkeys')).json()) as unknown;
    for (const { id } of Array.isArray(passkeys) ? (passkeys as { id: number }[]) : []) {
      await page.request.delete(`/api/account/passkeys/${id}`);
    }
  }
});

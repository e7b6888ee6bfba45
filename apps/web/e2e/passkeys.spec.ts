import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

// Each journey signs in more than once and opens the Account screen (its own chunk): slow on a busy machine,
// and its clean-up (the admin signs in with the password alone in the other specs) must get its turn.
test.describe.configure({ timeout: 90_000 });

// A passkey belongs to a domain name, never to an IP address: this spec reaches the server as localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

// The session that added the passkey outlives the test's own sign-ins: the clean-up signs in with it. In a hook,
// not a finally: a test that runs out of time is stopped where it stands, and a passkey left on the admin
// would keep the other specs (the password alone) out.
let addingSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

test.afterEach(async ({ playwright, baseURL }) => {
  if (!addingSession) return;
  const api = await playwright.request.newContext({ baseURL, storageState: addingSession });
  const passkeys = (await (await api.get('/api/account/passkeys')).json()) as unknown;
  for (const { id } of Array.isArray(passkeys) ? (passkeys as { id: number }[]) : []) {
    await api.delete(`/api/account/passkeys/${id}`);
  }
  await api.dispose();
  addingSession = undefined;
});

/**
 * Chromium's virtual authenticator: a platform authenticator that keeps discoverable credentials and verifies
 * its user without a prompt. It also answers a conditional (autofill) request by itself, as a user picking
 * the passkey the username field offers would.
 */
async function addVirtualAuthenticator(page: Page, context: BrowserContext): Promise<void> {
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
}

/** Signs in with the password and adds the passkey "E2E laptop" on the Account screen, then signs out. */
async function addPasskeyThenSignOut(page: Page, context: BrowserContext): Promise<void> {
  await signInAsAdmin(page);
  await page.goto('/admin/account');
  await page.getByRole('textbox', { name: 'Name of the new passkey' }).fill('E2E laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const row = page.getByRole('row', { name: /E2E laptop/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Never');
  addingSession = await context.storageState();
  await context.clearCookies();
}

test('the admin adds a passkey, signs in with the one the username field offers, and removes it', async ({
  page,
  context,
}) => {
  await addVirtualAuthenticator(page, context);
  await addPasskeyThenSignOut(page, context);

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/account');
  const row = page.getByRole('row', { name: /E2E laptop/ });
  await expect(row).not.toContainText('Never');
  await page.getByRole('button', { name: 'Remove the passkey E2E laptop' }).click();
  await expect(row).toHaveCount(0);
});

test('in a browser whose autofill offers no passkeys, the admin signs in with the button', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await addVirtualAuthenticator(page, context);
  await addPasskeyThenSignOut(page, context);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

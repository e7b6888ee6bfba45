import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from './env';

/** The code an authenticator app with this secret shows now; `stepsAhead` 1 is the next one. */
export function appCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Sets up an authenticator app on the Account screen, as its owner would; answers its secret and recovery codes. */
export async function setUpAuthenticatorApp(
  page: Page,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret =
    (await page
      .getByText(/^Secret:/)
      .locator('code')
      .textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, recoveryCodes };
}

/** The password step of the sign-in page, for an admin whose account wants a second factor. */
export async function passwordStep(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Turns the admin's authenticator app off again (with a recovery code), so the other specs sign in as before. */
export async function turnOffAuthenticatorApp(page: Page, recoveryCode: string): Promise<void> {
  const answer = await page.request.delete('/api/account/totp', { data: { code: recoveryCode } });
  expect(answer.status()).toBe(200);
}

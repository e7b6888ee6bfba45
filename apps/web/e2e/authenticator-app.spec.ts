import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import {
  appCode,
  passwordStep,
  setUpAuthenticatorApp,
  turnOffAuthenticatorApp,
} from './secondFactors';

// Each journey signs in more than once and opens the Account screen (its own chunk): slow on a busy machine,
// and its clean-up (the admin signs in with the password alone in the other specs) must get its turn.
test.describe.configure({ timeout: 90_000 });

test('the admin sets up an authenticator app, then signs in with the password and a code from it', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  const { secret, recoveryCodes } = await setUpAuthenticatorApp(page);
  try {
    await context.clearCookies();
    await passwordStep(page);
    // The code that turned the app on was taken: the app's next one signs in.
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await turnOffAuthenticatorApp(page, recoveryCodes[9]!);
  }
});

test('a recovery code signs in once only', async ({ page, context }) => {
  await signInAsAdmin(page);
  const { recoveryCodes } = await setUpAuthenticatorApp(page);
  const [code] = recoveryCodes;
  try {
    for (const attempt of ['first', 'second']) {
      await context.clearCookies();
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(code!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
    await expect(page.getByText('That code is not right, or it was used already')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await turnOffAuthenticatorApp(page, recoveryCodes[9]!);
  }
});

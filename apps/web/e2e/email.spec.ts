import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';

test('the admin sends a test e-mail from the settings and finds it waiting in the outbox', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Site Settings' }).click();
  const email = page.getByRole('region', { name: 'E-mail' });
  // The test server runs without PUBLIC_ORIGIN, MAIL_FROM and SMTP_URL.
  await expect(
    email.getByRole('row', { name: 'Sender Pixelwave Studio <no-reply@localhost>' }),
  ).toBeVisible();
  await expect(email.getByRole('row', { name: /^SMTP server Not set up/ })).toBeVisible();

  await email.getByRole('textbox', { name: 'Send a test e-mail to' }).fill('owner@example.com');
  await email.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByText('Test e-mail queued')).toBeVisible();

  await email.getByRole('link', { name: 'outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const row = page.getByRole('row', { name: /owner@example\.com/ });
  await expect(row).toContainText('Test e-mail from Pixelwave Studio');
  await expect(row).toContainText('Queued');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText(/^E-mail is not set up: [1-9]\d* messages waiting$/)).toBeVisible();
});

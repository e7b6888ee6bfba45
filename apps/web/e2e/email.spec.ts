import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { mailTo } from './mailbox';

test('the admin sends a test e-mail from the settings, receives it, and finds it sent in the outbox', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Site Settings' }).click();
  const email = page.getByRole('region', { name: 'E-mail' });
  // The test server runs without PUBLIC_ORIGIN and MAIL_FROM, and sends to the tests' SMTP server.
  await expect(
    email.getByRole('row', { name: 'Sender Pixelwave Studio <no-reply@localhost>' }),
  ).toBeVisible();
  await expect(
    email.getByRole('row', { name: /^SMTP server smtp:\/\/127\.0\.0\.1:\d+$/ }),
  ).toBeVisible();

  await email.getByRole('textbox', { name: 'Send a test e-mail to' }).fill('owner@example.com');
  await email.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByText('Test e-mail queued')).toBeVisible();
  const received = await mailTo('owner@example.com', /^Test e-mail from Pixelwave Studio$/);
  expect(received.from?.value).toEqual([
    { name: 'Pixelwave Studio', address: 'no-reply@localhost' },
  ]);

  await email.getByRole('link', { name: 'outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const row = page.getByRole('row', { name: /owner@example\.com/ }).first();
  await expect(row).toContainText('Test e-mail from Pixelwave Studio');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /owner@example\.com/ }).first()).toContainText(
      'Sent',
      {
        timeout: 5_000,
      },
    );
  }).toPass({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText(/^E-mail is not set up/)).toHaveCount(0);
});

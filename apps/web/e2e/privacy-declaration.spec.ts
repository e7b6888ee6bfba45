import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { pageErrors } from './nuChecker';

test('the owner declares what an app collects, and a visitor reads it on its privacy page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { id } = (await (await page.request.get('/api/apps/word-garden')).json()) as { id: number };
  await signInAsAdmin(page);
  await page.goto(`/admin/apps/edit/${id}`);

  const section = page.getByRole('region', { name: 'Privacy declaration' });
  await expect(section.getByText(/^Not declared yet/)).toBeVisible();
  await section.getByRole('checkbox', { name: 'Email address' }).check();
  const email = section.getByRole('group', { name: 'Email address: details' });
  await email.getByRole('checkbox', { name: 'App functionality' }).check();
  await email.getByRole('checkbox', { name: 'Linked to the user' }).check();
  await section.getByRole('checkbox', { name: 'Crash data' }).check();
  const crashes = section.getByRole('group', { name: 'Crash data: details' });
  await crashes.getByRole('checkbox', { name: 'Analytics' }).check();
  await crashes.getByRole('checkbox', { name: 'Shared with third parties' }).check();
  // The editor, filled in, is as accessible as the rest of the admin area.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await section.getByRole('button', { name: 'Save privacy declaration' }).click();
  await expect(page.getByText("The app's privacy page shows it now.")).toBeVisible();
  await expect(section.getByRole('link', { name: 'App Store JSON (fastlane)' })).toBeVisible();

  const json = await page.request.get(`/api/admin/apps/${id}/app_privacy_details.json`);
  expect(await json.json()).toEqual([
    {
      category: 'CRASH_DATA',
      purposes: ['ANALYTICS'],
      data_protections: ['DATA_NOT_LINKED_TO_YOU'],
    },
    {
      category: 'EMAIL_ADDRESS',
      purposes: ['APP_FUNCTIONALITY'],
      data_protections: ['DATA_LINKED_TO_YOU'],
    },
  ]);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/apps/word-garden/privacy');
  const collected = visitor.getByRole('region', { name: 'Data this app collects' });
  await expect(collected.getByText('Email address', { exact: true })).toBeVisible();
  await expect(
    collected.getByText(
      'Diagnostics · Used for: Analytics · Not linked to you · Shared with third parties',
    ),
  ).toBeVisible();
  expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);

  // Tip Split's sample declaration says it collects nothing.
  await visitor.goto('/apps/tip-split/privacy');
  await expect(
    visitor
      .getByRole('region', { name: 'Data this app collects' })
      .getByText('This app does not collect any data.'),
  ).toBeVisible();

  const pages = await Promise.all(
    ['/apps/word-garden/privacy', '/apps/tip-split/privacy'].map(async (path) => ({
      path,
      html: await (await visitor.request.get(path)).text(),
    })),
  );
  expect(await pageErrors(pages)).toEqual([]);
  await visitorContext.close();
});

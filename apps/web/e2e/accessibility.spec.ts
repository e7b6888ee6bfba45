import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './adminSession';
import { hydrated } from './hydration';
import { publicPages } from './publicPages';
import { subscriptionPages } from './subscriptionPages';

const SCREEN_SIZES = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
];

/** What axe-core finds wrong with the page as it is now, rule by rule, with the elements concerned. */
async function accessibilityViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, impact, help, nodes }) => ({
    screen,
    rule: id,
    impact,
    help,
    elements: nodes.map((node) => node.target.join(' ')),
  }));
}

/** An admin screen: where it is, what is done there to reach it, and what shows once it has loaded. */
interface AdminScreen {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
  ready: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
const button = (name: string) => (page: Page) => page.getByRole('button', { name });
/** Opens the address a list's link points at (its edit link, say), found by the link's name. */
const followLink = (name: string | RegExp) => async (page: Page) => {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  await page.goto(href!);
};

const DASHBOARD_TABS = ['Recent Apps', 'Recent Blog Posts', 'Recent Activity', 'Analytics'];

const ADMIN_SCREENS: AdminScreen[] = [
  ...DASHBOARD_TABS.map((tab) => ({
    name: `the dashboard's ${tab} tab`,
    path: '/admin/dashboard',
    open: (page: Page) => page.getByRole('tab', { name: tab }).click(),
    // The Analytics tab's chart loads on its own, after the tab's other content.
    ready: (page: Page) =>
      tab === 'Analytics'
        ? page.getByRole('figure', { name: 'Page views, visitors and store clicks per day' })
        : page.getByRole('tabpanel', { name: tab }),
  })),
  {
    name: 'the apps list',
    path: '/admin/apps',
    ready: (page) => page.getByRole('row', { name: /Space Miner/ }),
  },
  { name: 'the new app form', path: '/admin/apps/new', ready: heading('Add New App') },
  {
    name: 'the app form, editing',
    path: '/admin/apps',
    open: followLink('Edit Space Miner'),
    ready: button('Update App'),
  },
  {
    name: "an app's revisions",
    path: '/admin/apps',
    open: async (page) => {
      await followLink('Edit Space Miner')(page);
      await page.getByRole('link', { name: 'Revisions' }).click();
    },
    ready: heading('Revisions'),
  },
  {
    name: 'the blog list',
    path: '/admin/blog',
    ready: (page) => page.getByRole('row', { name: /Tiny Kingdoms/ }),
  },
  { name: 'the new post form', path: '/admin/blog/new', ready: heading('Create New Post') },
  {
    // Its content overflows the preview's scrolling box on a phone.
    name: 'the post form, editing',
    path: '/admin/blog',
    open: followLink(/^Edit Behind the Scenes/),
    ready: button('Update Post'),
  },
  { name: 'the media library', path: '/admin/media', ready: heading('Media Library') },
  {
    name: 'the subscribers',
    path: '/admin/subscribers',
    // Once the addresses have loaded: some, or none yet.
    ready: (page) =>
      page
        .getByRole('button', { name: /^Remove / })
        .or(page.getByText('No one has subscribed yet.')),
  },
  {
    // Its e-mail section loads on its own, after the others.
    name: 'the site settings',
    path: '/admin/settings',
    ready: (page) => page.getByRole('row', { name: /^Sender/ }),
  },
  {
    name: 'the outbox',
    path: '/admin/outbox',
    ready: (page) =>
      page
        .getByText('No messages yet. Send a test e-mail from the site settings.')
        .or(page.getByRole('cell', { name: /@/ })),
  },
  {
    // Its sections load on their own: the session list comes last.
    name: 'the account',
    path: '/admin/account',
    ready: (page) => page.getByText('This browser'),
  },
];

for (const { name, viewport } of SCREEN_SIZES) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('every public page passes axe-core', async ({ page, request }) => {
      test.setTimeout(480_000);
      const violations = [];
      for (const path of await publicPages(request)) {
        await page.goto(path);
        await hydrated(page);
        violations.push(...(await accessibilityViolations(page, path)));
      }
      expect(violations).toEqual([]);
    });

    test("the mailing list's pages pass axe-core", async ({ page, request }) => {
      test.setTimeout(120_000);
      const violations = [];
      for (const path of await subscriptionPages(request)) {
        await page.goto(path);
        await hydrated(page);
        violations.push(...(await accessibilityViolations(page, path)));
      }
      expect(violations).toEqual([]);
    });

    test('the sign-in and every admin screen pass axe-core', async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      const violations = await accessibilityViolations(page, '/auth');
      await signInAsAdmin(page);
      for (const screen of ADMIN_SCREENS) {
        await page.goto(screen.path);
        await screen.open?.(page);
        await expect(screen.ready(page).first()).toBeVisible();
        violations.push(...(await accessibilityViolations(page, screen.name)));
      }
      expect(violations).toEqual([]);
    });
  });
}

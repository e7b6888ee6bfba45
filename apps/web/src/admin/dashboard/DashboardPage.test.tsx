import { screen, waitFor, within } from '@testing-library/react';
import {
  activityFixture,
  appSummaryFixture,
  blogPostSummaryFixture,
  emailSettingsFixture,
  userFixture,
} from '../../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../../test/renderWithProviders';
import { PENDING } from '../../test/trpcFixtureLink';
import { DashboardPage } from './DashboardPage';

const STATS = { totalApps: 6, blogPosts: 7, appCategories: 3, featuredApps: 2, subscribers: 4 };
const NO_PURGE_FAILURES = { failing: 0, lastError: null, failingSince: null };

function renderDashboard(trpcResponses: RenderOptions['trpcResponses'] = {}) {
  return renderWithProviders(<DashboardPage />, {
    route: '/admin/dashboard',
    trpcResponses: {
      'auth.session': userFixture(),
      'admin.dashboard.stats': STATS,
      'admin.apps.list': [],
      'admin.blog.list': [],
      'admin.dashboard.activity': [],
      'admin.mail.settings': emailSettingsFixture(),
      'admin.dashboard.purgeFailures': NO_PURGE_FAILURES,
      ...trpcResponses,
    },
  });
}

const day = (n: number) => `2025-02-${String(n).padStart(2, '0')}T10:00:00.000Z`;

describe('the admin dashboard', () => {
  it('greets the admin and shows the counts and quick actions', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, admin')).toBeInTheDocument();

    const counts = {
      'Total Apps': '6',
      'Blog Posts': '7',
      'App Categories': '3',
      'Featured Apps': '2',
      Subscribers: '4',
    };
    for (const [label, count] of Object.entries(counts)) {
      expect(
        await within(screen.getByRole('region', { name: label })).findByText(count),
      ).toBeInTheDocument();
    }
    const links = {
      'Add New App': '/admin/apps/new',
      'Create Blog Post': '/admin/blog/new',
      'Manage Apps': '/admin/apps',
      'Manage Blog': '/admin/blog',
      'Media Library': '/admin/media',
      Outbox: '/admin/outbox',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('says how many messages wait while e-mail is not set up, and links to the outbox', async () => {
    renderDashboard({
      'admin.mail.settings': emailSettingsFixture({ smtpServer: null, waiting: 3 }),
    });
    expect(await screen.findByText('E-mail is not set up: 3 messages waiting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
  });

  it('says nothing of e-mail once it is set up', async () => {
    const { trpcCalls } = renderDashboard({
      'admin.mail.settings': emailSettingsFixture({ waiting: 3 }),
    });
    expect(await screen.findByText('Welcome back, admin')).toBeInTheDocument();
    await waitFor(() =>
      expect(trpcCalls.some((call) => call.path === 'admin.mail.settings')).toBe(true),
    );
    expect(screen.queryByText(/E-mail is not set up/)).not.toBeInTheDocument();
  });

  it('links to the site settings and opens the Analytics view', async () => {
    const { user, trpcCalls } = renderDashboard({
      'admin.analytics.report': {
        totals: { views: 7, visitors: 3, storeClicks: 1 },
        daily: [],
        apps: [],
        posts: [],
        languages: [{ locale: 'en', views: 0 }],
      },
    });
    expect(screen.getByRole('link', { name: 'Site Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByTestId('analytics-views')).toHaveTextContent('7');
    expect(trpcCalls.some((call) => call.path === 'admin.analytics.report')).toBe(true);
  });

  it('shows three placeholder rows while the recent apps load', () => {
    renderDashboard({ 'admin.apps.list': PENDING });
    expect(screen.getAllByTestId('loading-row')).toHaveLength(3);
  });

  it('lists the five most recently updated apps', async () => {
    const apps = [1, 2, 3, 4, 5, 6].map((n) =>
      appSummaryFixture({ id: n, name: `App ${n}`, slug: `app-${n}`, updatedAt: day(n) }),
    );
    renderDashboard({ 'admin.apps.list': apps });

    const names = (await screen.findAllByText(/^App \d$/)).map((node) => node.textContent);
    expect(names).toEqual(['App 6', 'App 5', 'App 4', 'App 3', 'App 2']);
    expect(screen.getByRole('link', { name: 'Edit App 6' })).toHaveAttribute(
      'href',
      '/admin/apps/edit/6',
    );
    expect(screen.getByRole('link', { name: 'View App 6' })).toHaveAttribute('href', '/apps/app-6');
    expect(screen.getByRole('link', { name: 'View All Apps' })).toHaveAttribute(
      'href',
      '/admin/apps',
    );
  });

  it('lists the newest posts and says when there are none yet', async () => {
    const posts = [
      blogPostSummaryFixture({ id: 1, title: 'Older post', createdAt: day(1) }),
      blogPostSummaryFixture({
        id: 2,
        title: 'Newer draft',
        slug: 'newer-draft',
        published: false,
        createdAt: day(2),
      }),
    ];
    const { user } = renderDashboard({ 'admin.blog.list': posts });
    expect(
      await screen.findByText('No apps found. Add your first app to get started.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Recent Blog Posts' }));
    const edits = await screen.findAllByRole('link', { name: /^Edit / });
    expect(edits.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Edit Newer draft',
      'Edit Older post',
    ]);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/admin/blog',
    );
  });

  it('tells who did what, and when, in Recent Activity', async () => {
    const { user } = renderDashboard({
      'admin.dashboard.activity': [
        activityFixture({
          id: 2,
          action: 'published',
          subjectType: 'blogPost',
          subjectId: '4',
          subjectName: 'Hello',
        }),
        activityFixture({ id: 1, action: 'deleted', subjectId: null, subjectName: 'Old App' }),
      ],
    });
    await user.click(screen.getByRole('tab', { name: 'Recent Activity' }));

    expect(
      await screen.findByRole('link', { name: 'admin published the blog post "Hello"' }),
    ).toHaveAttribute('href', '/admin/blog/edit/4');
    expect(screen.getByText('admin deleted the app "Old App"')).toBeInTheDocument();
    expect(screen.getAllByText('a few seconds ago')).toHaveLength(2);
  });

  it('says when there is no activity yet', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(await screen.findByText(/No activity yet/)).toBeInTheDocument();
  });

  it('warns while the cache in front misses its purges, with the last error', async () => {
    renderDashboard({
      'admin.dashboard.purgeFailures': {
        failing: 3,
        lastError: 'http://varnish:6081/: ECONNREFUSED',
        failingSince: day(3),
      },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The cache in front of the site is not being purged');
    expect(notice).toHaveTextContent('3 purges are failing, so visitors may see outdated pages');
    expect(within(notice).getByTestId('purge-last-error')).toHaveTextContent(
      'Last error: http://varnish:6081/: ECONNREFUSED',
    );
  });

  it('says nothing of the cache while its purges go through', async () => {
    renderDashboard();
    expect(await screen.findByText('Welcome back, admin')).toBeInTheDocument();
    await within(screen.getByRole('region', { name: 'Total Apps' })).findByText('6');
    expect(screen.queryByText(/not being purged/)).not.toBeInTheDocument();
  });
});

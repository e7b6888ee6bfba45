import { screen, within } from '@testing-library/react';
import type { Analytics } from '@studio/schemas';
import { userFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AnalyticsTab } from './AnalyticsTab';

// jsdom lays nothing out, so the chart library would draw into a 0×0 box: a stand-in shows what it was given.
jest.mock('./AnalyticsChart', () => ({
  AnalyticsChart: ({ daily }: { daily: Analytics['daily'] }) => (
    <p>Chart of {daily.map((day) => `${day.date}: ${day.views}`).join(', ')}</p>
  ),
}));

const day = (date: string, views: number, visitors: number, storeClicks: number) => ({
  date,
  views,
  visitors,
  storeClicks,
});

function report(days: number): Analytics {
  return {
    totals: { views: 1234 * days, visitors: 321, storeClicks: 45 },
    daily: [day('2026-11-22', 10, 4, 1), day('2026-11-23', 14, 6, 2)],
    apps: [
      { id: 1, name: 'Space Miner', slug: 'space-miner', views: 80, storeClicks: 10 },
      { id: 2, name: 'Tip Split', slug: 'tip-split', views: 0, storeClicks: 0 },
    ],
    posts: [{ id: 3, title: 'Behind the scenes', slug: 'behind-the-scenes', views: 12 }],
    languages: [
      { locale: 'en', views: 20 },
      { locale: 'de', views: 4 },
    ],
  };
}

function renderAnalytics() {
  return renderWithProviders(<AnalyticsTab />, {
    route: '/admin/dashboard',
    trpcResponses: {
      'auth.session': userFixture(),
      'admin.analytics.report': ({ days }) => report(Number(days)),
    },
  });
}

describe('the Analytics view', () => {
  it('shows the totals of the last 30 days', async () => {
    const { trpcCalls } = renderAnalytics();
    expect(await screen.findByTestId('analytics-views')).toHaveTextContent('37,020');
    expect(screen.getByTestId('analytics-visitors')).toHaveTextContent('321');
    expect(screen.getByTestId('analytics-storeClicks')).toHaveTextContent('45');
    expect(trpcCalls.find((call) => call.path === 'admin.analytics.report')?.input).toEqual({
      days: 30,
    });
  });

  it('charts the daily figures', async () => {
    renderAnalytics();
    expect(await screen.findByText('Chart of 2026-11-22: 10, 2026-11-23: 14')).toBeInTheDocument();
  });

  it('lists the top apps with store clicks per view, and the top posts', async () => {
    renderAnalytics();
    const apps = await screen.findByRole('table', { name: 'Top apps' });
    const rows = within(apps).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Space Miner801012.5%', 'Tip Split00–']);
    const posts = screen.getByRole('table', { name: 'Top posts' });
    expect(within(posts).getByRole('link', { name: 'Behind the scenes' })).toHaveAttribute(
      'href',
      '/blog/behind-the-scenes',
    );
  });

  it("shows each language's views on a site in several languages", async () => {
    renderAnalytics();
    const languages = await screen.findByRole('table', { name: 'Views by language' });
    const rows = within(languages).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['English20', 'Deutsch4']);
  });

  it('reports another period when asked', async () => {
    const { user } = renderAnalytics();
    await screen.findByTestId('analytics-views');
    await user.click(screen.getByText('90 days'));
    expect(await screen.findByText('111,060')).toBeInTheDocument();
  });
});

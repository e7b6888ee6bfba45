import { screen } from '@testing-library/react';
import { appQuery } from '../pages/app-detail/appQuery';
import { useSiteQuery } from '../pageKit/siteQuery';
import { appFixture } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { trpcFailure } from '../test/trpcFixtureLink';
import { ErrorView } from './ErrorView';

let calls = 0;
beforeEach(() => {
  calls = 0;
});

/** An app whose first load fails and whose next one works, as after a passing network hiccup. */
const flakyApp = () => {
  calls += 1;
  return calls === 1 ? trpcFailure('offline', 'INTERNAL_SERVER_ERROR') : appFixture();
};

function FlakyPage() {
  const app = useSiteQuery(appQuery('tiny-kingdoms', null));
  if (app.isPending) return <p>Loading</p>;
  if (app.isError)
    return (
      <ErrorView
        title="Error Loading App"
        message="We couldn't load this app."
        actionLabel="Return to Apps"
        actionTo="/apps"
      />
    );
  return <h1>{app.data.name}</h1>;
}

describe('the error view', () => {
  it('offers Try again, which loads what failed once more', async () => {
    const { user } = renderWithProviders(<FlakyPage />, {
      trpcResponses: { 'apps.byParam': flakyApp },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: appFixture().name })).toBeInTheDocument();
  });

  it('keeps the way back', async () => {
    renderWithProviders(<FlakyPage />, { trpcResponses: { 'apps.byParam': flakyApp } });
    expect(await screen.findByRole('link', { name: 'Return to Apps' })).toHaveAttribute(
      'href',
      '/apps',
    );
  });
});

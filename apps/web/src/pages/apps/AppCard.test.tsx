import { screen } from '@testing-library/react';
import { appCardFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppCard } from './AppCard';

describe('an app card', () => {
  it('marks a coming-soon app and says when it is expected instead of rating it', () => {
    renderWithProviders(
      <AppCard
        app={appCardFixture({
          name: 'Star Garden',
          comingSoon: true,
          publishAt: '2099-04-01T09:00:00.000Z',
          expectedLaunch: 'Spring 2027',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Star Garden' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Expected Spring 2027')).toBeInTheDocument();
    expect(screen.queryByText('Rated 5 out of 5')).toBeNull();
  });

  it('says only that it launches soon when no launch is expected yet', () => {
    renderWithProviders(
      <AppCard app={appCardFixture({ comingSoon: true, publishAt: '2099-04-01T09:00:00.000Z' })} />,
    );
    expect(screen.getByText('Launching soon')).toBeInTheDocument();
  });

  it('rates an app that is out, with no coming-soon mark', () => {
    renderWithProviders(<AppCard app={appCardFixture()} />);
    expect(screen.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});

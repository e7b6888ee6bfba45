import { screen, within } from '@testing-library/react';
import { pressKitAppFixture, studioPressFactsFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PressKitPage } from './PressKitPage';

function renderPress(app: ReturnType<typeof pressKitAppFixture>) {
  return renderWithProviders(<PressKitPage />, {
    route: '/apps/star-hopper-1/press',
    path: '/apps/:slug/press',
    trpcResponses: { 'apps.byParam': app, 'site.pressFacts': studioPressFactsFixture() },
  });
}

describe('PressKitPage', () => {
  const app = pressKitAppFixture({
    name: 'Star Hopper',
    icon: '/api/files/1/icon.png',
    screenshots: ['/api/files/2/shot.png', 'video:file:/api/files/3/trailer.mp4'],
    images: {
      '/api/files/1/icon.png': { width: 1024, height: 1024, resizable: true },
      '/api/files/2/shot.png': { width: 1290, height: 2796, resizable: true },
    },
  });

  it('shows the fact sheet with the studio as developer and the ZIP download', async () => {
    renderPress(app);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Star Hopper press kit' }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Fact sheet' });
    expect(within(facts).getByText('Pixelwave Studio')).toBeInTheDocument();
    expect(within(facts).getByText('March 14, 2024')).toBeInTheDocument();
    expect(within(facts).getByText('iOS, Android')).toBeInTheDocument();
    expect(within(facts).getByText('Free with in-app purchases')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'press@pixelwave.example' })).toHaveAttribute(
      'href',
      'mailto:press@pixelwave.example',
    );
    expect(screen.getByRole('link', { name: 'Download press kit (ZIP)' })).toHaveAttribute(
      'href',
      '/apps/star-hopper-1/press.zip',
    );
  });

  it('links each picture to its original file with its size in pixels', async () => {
    renderPress(app);
    const images = await screen.findByRole('region', { name: 'Images' });
    expect(
      within(images).getByRole('link', { name: 'Original of Star Hopper icon' }),
    ).toHaveAttribute('href', '/api/files/1/icon.png');
    expect(within(images).getByText(/1290 × 2796 px/)).toBeInTheDocument();
    expect(screen.getByLabelText('Star Hopper video 1')).toHaveAttribute('preload', 'metadata');
  });

  it('shows the features, awards, quotes and credits', async () => {
    renderPress(app);
    expect(await screen.findByText('Hop across 40 planets')).toBeInTheDocument();
    expect(screen.getByText('Best Arcade Game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pocket Gamer' })).toHaveAttribute(
      'href',
      'https://pocketgamer.example/hopper',
    );
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
  });

  it('is not found while the press kit is not published', async () => {
    renderPress({ ...app, pressKitEnabled: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
  });
});

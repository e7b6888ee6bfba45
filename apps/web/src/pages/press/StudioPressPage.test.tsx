import { screen, within } from '@testing-library/react';
import type { UiLocale } from '../../messages/uiLocales';
import { PageLocaleContext } from '../../pageKit/pageLocale';
import { renderPageIn } from '../../test/renderPageIn';
import { appSummaryFixture, studioPressFactsFixture } from '../../test/fixtures';
import { trpcFailure, type TrpcFixtures } from '../../test/trpcFixtureLink';
import { StudioPressPage } from './StudioPressPage';
import { STUDIO_PRESS_CATALOG } from './studioPressCatalog';

const DATA: TrpcFixtures = {
  'site.pressFacts': studioPressFactsFixture(),
  'apps.list': [
    appSummaryFixture({ id: 1, slug: 'star-hopper', name: 'Star Hopper', pressKitEnabled: true }),
    appSummaryFixture({ id: 2, slug: 'focus-flow', name: 'Focus Flow' }),
  ],
};

/** The page in `locale`, with the head it declares. */
const renderPress = (locale: UiLocale, trpcResponses: TrpcFixtures = DATA) =>
  renderPageIn(locale, <StudioPressPage />, {
    catalogs: [STUDIO_PRESS_CATALOG],
    route: '/press',
    trpcResponses,
  });

describe('StudioPressPage', () => {
  it('shows the fact sheet and the press kits in the spec’s words, with its head', async () => {
    const head = await renderPress('en');
    const facts = await screen.findByRole('region', { name: 'Studio fact sheet' });
    expect(within(facts).getByText('Based in')).toBeInTheDocument();
    expect(within(facts).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Logo (SVG)' })).toBeInTheDocument();
    const kits = await screen.findByRole('region', { name: 'Press kits' });
    expect(
      await within(kits).findByRole('link', { name: 'Star Hopper press kit' }),
    ).toHaveAttribute('href', '/apps/star-hopper/press');
    expect(within(kits).queryByText('Focus Flow')).not.toBeInTheDocument();
    expect(head.current).toMatchObject({
      title: 'Press | Pixelwave Studio',
      description:
        'Facts about the studio, its logo and a press kit for each of our games and apps.',
    });
  });

  it('shows its texts and head in German, the facts as the admin wrote them', async () => {
    const head = await renderPress('de');
    const facts = await screen.findByRole('region', { name: 'Das Studio auf einen Blick' });
    expect(within(facts).getByText('Sitz')).toBeInTheDocument();
    expect(within(facts).getByText('Lisbon, Portugal')).toBeInTheDocument();
    const kits = screen.getByRole('region', { name: 'Pressemappen' });
    expect(
      await within(kits).findByRole('link', { name: 'Pressemappe zu Star Hopper' }),
    ).toBeInTheDocument();
    expect(head.current).toMatchObject({ title: 'Presse | Pixelwave Studio' });
    expect(head.current?.description).toMatch(/^Fakten zum Studio/);
  });

  it("shows the studio's facts as translated into German on the German page", async () => {
    await renderPageIn(
      'de',
      <PageLocaleContext.Provider value="de">
        <StudioPressPage />
      </PageLocaleContext.Provider>,
      {
        catalogs: [STUDIO_PRESS_CATALOG],
        route: '/press',
        trpcResponses: {
          ...DATA,
          'site.pressFacts': (input) =>
            input?.locale === 'de'
              ? { ...studioPressFactsFixture(), basedIn: 'Lissabon, Portugal' }
              : studioPressFactsFixture(),
        },
      },
    );
    const facts = await screen.findByRole('region', { name: 'Das Studio auf einen Blick' });
    expect(within(facts).getByText('Lissabon, Portugal')).toBeInTheDocument();
  });

  it('says in German when the page could not load', async () => {
    await renderPress('de', {
      ...DATA,
      'site.pressFacts': trpcFailure('Down', 'INTERNAL_SERVER_ERROR'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Fehler beim Laden der Presseseite' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
  });
});

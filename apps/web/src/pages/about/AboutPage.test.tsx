import { screen } from '@testing-library/react';
import type { PageHead } from '../../head/pageHead';
import { MessagesContext } from '../../messages/MessagesContext';
import { SITE_CATALOG } from '../../messages/siteCatalog';
import type { UiLocale } from '../../messages/uiLocales';
import { ServerPageContext } from '../../pageKit/pageContext';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AboutPage } from './AboutPage';
import { ABOUT_CATALOG } from './aboutCatalog';

/** The page in `locale`, its catalogs loaded first as its route does; its head as the server gets it. */
async function renderAbout(locale: UiLocale) {
  const [site] = await Promise.all([SITE_CATALOG.load(locale), ABOUT_CATALOG.load(locale)]);
  const head: { current: PageHead | null } = { current: null };
  const serverPage = {
    origin: 'https://studio.example.com',
    setHead: (built: PageHead) => {
      head.current = built;
    },
    setStatus: () => undefined,
  };
  renderWithProviders(
    <MessagesContext.Provider value={site}>
      <ServerPageContext.Provider value={serverPage}>
        <AboutPage />
      </ServerPageContext.Provider>
    </MessagesContext.Provider>,
    { route: '/about' },
  );
  return head;
}

describe('AboutPage', () => {
  it('tells the story in the spec’s words, with its head', async () => {
    const head = await renderAbout('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Small studio, big play energy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Pixelwave Studio began in 2016, when two friends entered a 48-hour/),
    ).toBeInTheDocument();
    expect(screen.getByText('Founded in Lisbon')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Game design & level craft: 95%' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Built with players' })).toBeInTheDocument();
    expect(head.current).toMatchObject({
      title: 'About Us | Pixelwave Studio',
      description:
        'Pixelwave Studio is a team of seven who believe mobile games deserve the same care as any console title.',
    });
  });

  it('shows its texts and head in German', async () => {
    const head = await renderAbout('de');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kleines Studio, großer Spielspaß' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gegründet in Lissabon')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Gamedesign & Leveldesign: 95 %' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Gemeinsam mit Spielerinnen und Spielern' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Our story')).not.toBeInTheDocument();
    expect(head.current).toMatchObject({
      title: 'Über uns | Pixelwave Studio',
      description: expect.stringMatching(/^Pixelwave Studio ist ein Team aus sieben Leuten/),
    });
  });
});

import { screen } from '@testing-library/react';
import type { UiLocale } from '../../messages/uiLocales';
import { renderPageIn } from '../../test/renderPageIn';
import { AboutPage } from './AboutPage';
import { ABOUT_CATALOG } from './aboutCatalog';

/** The page in `locale`, with the head it declares. */
const renderAbout = (locale: UiLocale) =>
  renderPageIn(locale, <AboutPage />, { catalogs: [ABOUT_CATALOG], route: '/about' });

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

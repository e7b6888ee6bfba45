import { SITE_CATALOG } from '../messages/siteCatalog';
import { shellHead, staticPageHead, unavailableHead } from './siteHeads';

const ORIGIN = 'https://studio.example.com';

describe('the site heads', () => {
  it('give static pages their title, description and address', () => {
    expect(
      staticPageHead(
        ORIGIN,
        { title: 'About Us', description: 'Who we are.', path: '/about' },
        SITE_CATALOG.loaded('en')!,
      ),
    ).toMatchObject({
      title: 'About Us | Pixelwave Studio',
      description: 'Who we are.',
      canonical: `${ORIGIN}/about`,
    });
  });

  it('give the sign-in and admin shell the site title, out of search engines', () => {
    expect(shellHead(ORIGIN, SITE_CATALOG.loaded('en')!)).toMatchObject({
      title: 'Pixelwave Studio | Mobile Games & Apps',
      canonical: null,
      noindex: true,
    });
  });

  it("describe the site in the page's language", async () => {
    const german = await SITE_CATALOG.load('de');
    expect(unavailableHead(ORIGIN, 'Fehler', german).description).toBe(
      'Pixelwave Studio ist ein unabhängiges Studio, das mobile Spiele und Apps für iPhone und iPad entwickelt. Entdecke unser Portfolio, lies den Entwicklerblog und nimm Kontakt mit uns auf.',
    );
  });

  it('keep error and not-found screens out of search engines', () => {
    const head = unavailableHead(ORIGIN, '404 Page Not Found', SITE_CATALOG.loaded('en')!);
    expect(head).toMatchObject({ title: '404 Page Not Found | Pixelwave Studio', noindex: true });
    expect(head.canonical).toBeNull();
  });
});

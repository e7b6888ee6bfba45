import type { App, StudioPressFacts } from '@studio/schemas';
import { factSheetText } from './factSheet';
import type { PressKit } from './pressKit';

const STUDIO: StudioPressFacts = {
  name: 'Pixelwave Studio',
  founded: '2019',
  basedIn: 'Lisbon',
  size: '6',
  contact: 'hello@pixelwave.example',
};

/** Space Miner's kit as the German press page reads it: the translation's texts, the app's own facts. */
const GERMAN_APP = {
  name: 'Weltraum-Schürfer',
  slug: 'space-miner',
  description: 'Schürfe Asteroiden.\n\nBaue deine Flotte aus.',
  releaseDate: '2024-03-14',
  platforms: ['iOS', 'Android', 'Web'],
  price: 'Kostenlos mit In-App-Käufen',
  appStoreLink: 'https://apps.apple.com/de/app/id123',
  playStoreLink: null,
  pressContact: 'presse@pixelwave.example',
  features: ['40 Asteroiden abbauen'],
  awards: [{ text: 'Bestes Arcade-Spiel', source: 'Indie Awards 2024', url: null }],
  quotes: [
    { text: 'Ein Juwel.', source: 'Pocket Gamer', url: 'https://pocketgamer.example/miner' },
  ],
  credits: [{ name: 'Ana Lima', role: 'Design' }],
} as unknown as App;

const kitIn = (language: 'de' | 'ja', app: App = GERMAN_APP): PressKit => ({
  app,
  studio: STUDIO,
  language: { translation: language, language },
});

describe('the fact sheet in German', () => {
  const sheet = factSheetText(kitIn('de'), 'https://studio.example');

  it('labels each fact in German, the day written the German way', () => {
    expect(sheet.split('\n').slice(0, 8)).toEqual([
      'Weltraum-Schürfer auf einen Blick',
      '',
      'Entwickler: Pixelwave Studio',
      'Erscheinungsdatum: 14. März 2024',
      'Plattformen: iOS, Android und Web',
      'Preis: Kostenlos mit In-App-Käufen',
      'Website: https://studio.example/de/apps/space-miner',
      'App Store: https://apps.apple.com/de/app/id123',
    ]);
    expect(sheet).toContain('\nPressekontakt: presse@pixelwave.example\n');
  });

  it("holds the translation's texts under German headings, quoted the German way", () => {
    expect(sheet).toContain(
      '\nBeschreibung\nSchürfe Asteroiden.\n\nBaue deine Flotte aus.\n\nFeatures\n- 40 Asteroiden abbauen\n',
    );
    expect(sheet).toContain('\nAuszeichnungen\n- „Bestes Arcade-Spiel“ (Indie Awards 2024)\n');
    expect(sheet).toContain(
      '\nPressestimmen\n- „Ein Juwel.“ (Pocket Gamer, https://pocketgamer.example/miner)\n',
    );
    expect(sheet).toContain('\nMitwirkende\n- Ana Lima, Design\n');
  });
});

describe('the fact sheet in Japanese', () => {
  const sheet = factSheetText(kitIn('ja'), 'https://studio.example');

  it('lists the platforms with the Japanese comma and writes the day the Japanese way', () => {
    expect(sheet).toContain('\n対応プラットフォーム：iOS、Android、Web\n');
    expect(sheet).toContain('\nリリース日：2024年3月14日\n');
  });

  it('quotes in Japanese brackets and links the Japanese app page', () => {
    expect(sheet).toContain(
      '\n・「Ein Juwel.」（Pocket Gamer、https://pocketgamer.example/miner）\n',
    );
    expect(sheet).toContain('\nウェブサイト：https://studio.example/ja/apps/space-miner\n');
  });
});

describe('a language the site ships no words for', () => {
  it('is written with the English labels around its translated texts, at its own address', () => {
    const kit = { ...kitIn('de'), language: { translation: 'fr', language: 'fr' } } as PressKit;
    const sheet = factSheetText(kit, 'https://studio.example');
    expect(sheet).toContain('\nRelease date: 2024-03-14\n');
    expect(sheet).toContain('\nWebsite: https://studio.example/fr/apps/space-miner\n');
  });
});

import { UI_LOCALES, type UiLocale } from '../../messages/uiLocales';
import { COOKIE_POLICY } from './cookies/cookiePolicy';
import { legalDocument, type LegalDocument, type LegalText } from './legalDocument';
import { PRIVACY_POLICY } from './privacy/privacyPolicy';
import { TERMS_OF_SERVICE } from './terms/termsOfService';

/** A document in one language, as its page shows it. */
type DocumentIn = (locale: UiLocale) => Promise<LegalDocument>;

const documentIn =
  <TKey extends string>(text: LegalText<TKey>): DocumentIn =>
  async (locale) =>
    legalDocument(text, await text.catalog.load(locale));

const DOCUMENTS: [string, DocumentIn][] = [
  ['terms of service', documentIn(TERMS_OF_SERVICE)],
  ['privacy policy', documentIn(PRIVACY_POLICY)],
  ['cookie policy', documentIn(COOKIE_POLICY)],
];

/** How a document is built: its number of sections and of paragraphs in each. */
const shape = (document: LegalDocument) =>
  document.sections.map((section) => section.paragraphs.length);

describe.each(DOCUMENTS)('the %s', (_name, documentInLocale) => {
  it.each(UI_LOCALES.filter((locale) => locale !== 'en'))(
    'in %s has as many sections, and paragraphs in each, as in English',
    async (locale) => {
      const english = await documentInLocale('en');
      const translated = await documentInLocale(locale);
      expect(shape(translated)).toEqual(shape(english));
    },
  );

  it.each(UI_LOCALES)('in %s has no empty heading or paragraph', async (locale) => {
    const document = await documentInLocale(locale);
    const texts = [
      document.title,
      document.intro,
      ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    ];
    expect(texts.filter((words) => words.trim() === '')).toEqual([]);
  });
});

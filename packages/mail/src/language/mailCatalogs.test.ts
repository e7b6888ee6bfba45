import { listName, STUDIO_NAME } from '@studio/schemas';
import { mailListName } from './mailListName';
import { MAIL_CATALOGS } from './mailTexts';

const keys = (locale: string) => Object.keys(MAIL_CATALOGS[locale]!).sort();
const OTHER_LANGUAGES = Object.keys(MAIL_CATALOGS).filter((locale) => locale !== 'en');

describe("the e-mails' catalogs", () => {
  it('ship German and Japanese beside English', () => {
    expect(OTHER_LANGUAGES.sort()).toEqual(['de', 'ja']);
  });

  it.each(OTHER_LANGUAGES)('in %s have every key of the English one, and no other', (locale) => {
    expect(keys(locale)).toEqual(keys('en'));
  });

  it('name the lists in English as the site does', () => {
    expect(mailListName('en', null)).toBe(listName(null));
    expect(mailListName('en', 'Space Miner')).toBe(listName('Space Miner'));
    expect(mailListName('de', null)).toBe(`Neuigkeiten von ${STUDIO_NAME}`);
  });
});

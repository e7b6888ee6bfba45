import { formatList } from './listFormat';

const platforms = ['iOS', 'Android', 'Web'];

describe('a list of names in a language', () => {
  it('is joined by commas in English, as the site always wrote it', () => {
    expect(formatList(platforms, 'en')).toBe('iOS, Android, Web');
    expect(formatList(['iOS', 'Android'], 'en')).toBe('iOS, Android');
  });

  it('joins the last name with "und" in German', () => {
    expect(formatList(platforms, 'de')).toBe('iOS, Android und Web');
  });

  it('uses the Japanese comma in Japanese', () => {
    expect(formatList(platforms, 'ja')).toBe('iOS、Android、Web');
  });

  it('is empty for no names', () => {
    expect(formatList([], 'de')).toBe('');
  });
});

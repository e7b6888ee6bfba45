import { defineCatalog } from './textCatalog';

const compiled = (text: string) => Promise.resolve({ default: { greeting: () => text } });

describe('a catalog', () => {
  it("loads a language's texts once and keeps them", async () => {
    const german = jest.fn(() => compiled('Hallo'));
    const catalog = defineCatalog<{ greeting: string }>({
      en: () => compiled('Hello'),
      de: german,
      ja: () => compiled('こんにちは'),
    });
    expect(catalog.loaded('de')).toBeUndefined();
    const [first, second] = await Promise.all([catalog.load('de'), catalog.load('de')]);
    expect([first.t('greeting'), second.t('greeting')]).toEqual(['Hallo', 'Hallo']);
    expect(catalog.loaded('de')?.t('greeting')).toBe('Hallo');
    expect(german).toHaveBeenCalledTimes(1);
  });

  it('asks again for a language whose chunk failed to arrive', async () => {
    const japanese = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockImplementation(() => compiled('こんにちは'));
    const catalog = defineCatalog<{ greeting: string }>({
      en: () => compiled('Hello'),
      de: () => compiled('Hallo'),
      ja: japanese,
    });
    await expect(catalog.load('ja')).rejects.toThrow('Failed to fetch');
    expect((await catalog.load('ja')).t('greeting')).toBe('こんにちは');
  });
});

import { appInputSchema } from './app';
import { messagesFor } from './testing';

describe('press kit fields', () => {
  it('refuse a quote without its source', () => {
    expect(messagesFor(appInputSchema, { quotes: [{ text: 'A gem.' }] }, 'quotes')).toEqual([
      'Source is required',
    ]);
  });

  it('refuse a quote link that is no web address', () => {
    expect(
      messagesFor(
        appInputSchema,
        { quotes: [{ text: 'A gem.', source: 'A site', url: 'javascript:alert(1)' }] },
        'quotes',
      ),
    ).toEqual(['Link must be a web address starting with http:// or https://']);
  });

  it('refuse a release date that is no day', () => {
    expect(messagesFor(appInputSchema, { releaseDate: '2024-13-01' }, 'releaseDate')).toEqual([
      'Date must be a day as YYYY-MM-DD',
    ]);
  });
});

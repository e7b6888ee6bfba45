import { appInputSchema } from './app';
import { priceOffer } from './pressKit';
import { messagesFor } from './testing';

describe('the offer a price states', () => {
  it('is free for "0" and for prices that say free', () => {
    for (const price of ['0', 'Free', 'Free with in-app purchases']) {
      expect(priceOffer(price)).toEqual({ price: '0', priceCurrency: 'USD' });
    }
  });

  it('is the amount and its currency for an amount', () => {
    expect(priceOffer('4.99 USD')).toEqual({ price: '4.99', priceCurrency: 'USD' });
    expect(priceOffer('EUR 3')).toEqual({ price: '3', priceCurrency: 'EUR' });
    expect(priceOffer('$2.99')).toEqual({ price: '2.99', priceCurrency: 'USD' });
  });

  it('is none for no price or words without an amount', () => {
    expect(priceOffer(null)).toBeNull();
    expect(priceOffer('Subscription')).toBeNull();
  });
});

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

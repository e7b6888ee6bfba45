import { priceOffer } from './priceOffer';

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

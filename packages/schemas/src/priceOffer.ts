// Without zod, in a module of its own: an app page's first load reads it for the page's JSON-LD.
/**
 * The schema.org offer a price states: "0" and words for free ("Free", "Free with in-app purchases") cost 0,
 * an amount with a currency code ("4.99 USD", "USD 4.99") costs that; anything else states no offer.
 */
export function priceOffer(price: string | null): { price: string; priceCurrency: string } | null {
  if (price === null) return null;
  const text = price.trim();
  if (text === '0' || /^free\b/i.test(text)) return { price: '0', priceCurrency: 'USD' };
  const amountFirst = /^(\d+(?:\.\d{1,2})?)\s*([A-Z]{3})$/.exec(text);
  if (amountFirst) return { price: amountFirst[1]!, priceCurrency: amountFirst[2]! };
  const currencyFirst = /^([A-Z]{3})\s*(\d+(?:\.\d{1,2})?)$/.exec(text);
  if (currencyFirst) return { price: currencyFirst[2]!, priceCurrency: currencyFirst[1]! };
  const dollars = /^\$\s*(\d+(?:\.\d{1,2})?)$/.exec(text);
  if (dollars) return { price: dollars[1]!, priceCurrency: 'USD' };
  return null;
}

import { hashKey } from '../queryStore/hashKey';
import { carriedKey, queryKeyOf } from './carriedKey';

describe('a query key carried in the page', () => {
  it('is the procedure path and its input, and becomes the same tRPC key again', () => {
    const key = [['apps', 'cards'], { input: { limit: 6 }, type: 'query' }];
    expect(carriedKey(key)).toEqual(['apps.cards', { limit: 6 }]);
    expect(hashKey(queryKeyOf(carriedKey(key)))).toBe(hashKey(key));
  });

  it('leaves out the input of a query that has none', () => {
    const key = [['site', 'settings'], { type: 'query' }];
    expect(carriedKey(key)).toEqual(['site.settings']);
    expect(hashKey(queryKeyOf(JSON.parse(JSON.stringify(carriedKey(key)))))).toBe(hashKey(key));
  });

  it('refuses a key that is not a tRPC query', () => {
    expect(() => carriedKey(['apps'])).toThrow('Not a tRPC query key');
    expect(() => carriedKey([['apps', 'list'], { type: 'infinite' }])).toThrow();
  });
});

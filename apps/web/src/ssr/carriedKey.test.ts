import { hashKey } from '../queryStore/hashKey';
import { procedureKey } from '../apiCalls/procedureKey';
import { carriedKey } from './carriedKey';

describe('a query key carried in the page', () => {
  it('is the procedure path and its input, and becomes the same tRPC key again', () => {
    const key = [['apps', 'cards'], { input: { limit: 6 }, type: 'query' }];
    expect(carriedKey(key)).toEqual(['apps.cards', { limit: 6 }]);
    expect(hashKey(procedureKey(...carriedKey(key), 'query'))).toBe(hashKey(key));
  });

  it('leaves out the input of a query that has none', () => {
    const key = [['site', 'settings'], { type: 'query' }];
    expect(carriedKey(key)).toEqual(['site.settings']);
    const [path, input] = JSON.parse(JSON.stringify(carriedKey(key))) as [string, unknown?];
    expect(hashKey(procedureKey(path, input, 'query'))).toBe(hashKey(key));
  });

  it('refuses a key that is not a tRPC query', () => {
    expect(() => carriedKey(['apps'])).toThrow('Not a tRPC query key');
    expect(() => carriedKey([['apps', 'list'], { type: 'infinite' }])).toThrow();
  });
});

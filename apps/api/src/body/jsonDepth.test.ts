import { nestsDeeperThan } from './jsonDepth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON depth', () => {
  it('allows nesting up to the limit', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
  });

  it('finds nesting beyond the limit', () => {
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":[]}]}}', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[ "' }), 1)).toBe(false);
  });
});

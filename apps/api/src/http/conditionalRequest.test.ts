import { holdsCurrentVersion } from './conditionalRequest';

describe('holdsCurrentVersion', () => {
  it('is true when If-None-Match names the tag, weak or strong, alone or in a list, or is *', () => {
    expect(holdsCurrentVersion({ 'if-none-match': '"abc"' }, '"abc"')).toBe(true);
    expect(holdsCurrentVersion({ 'if-none-match': '"x", W/"abc"' }, '"abc"')).toBe(true);
    expect(holdsCurrentVersion({ 'if-none-match': '"abc"' }, 'W/"abc"')).toBe(true);
    expect(holdsCurrentVersion({ 'if-none-match': '*' }, '"abc"')).toBe(true);
  });

  it('is false for another tag, no header, or a reload that asks past every cache', () => {
    expect(holdsCurrentVersion({ 'if-none-match': '"other"' }, '"abc"')).toBe(false);
    expect(holdsCurrentVersion({}, '"abc"')).toBe(false);
    expect(
      holdsCurrentVersion({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }, '"abc"'),
    ).toBe(false);
  });
});

import { parseByteRange } from './byteRange';
import { etagMatches } from './etag';

describe('parseByteRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=500-5000', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=9-3', { kind: 'whole' }],
  ])('reads %p', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});

describe('etagMatches', () => {
  it('compares If-None-Match lists, weak or not', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"other"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

import { parseByteRange } from './byteRange';

describe('parseByteRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=500-5000', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=0-10,5-20', { kind: 'partial', start: 0, end: 20 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-3', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
  ])('reads %p', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it('finds nothing to send of an empty file', () => {
    expect(parseByteRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

import type { ColumnInfo } from '../databaseSchema';
import { decodeCell } from './columnText';

const column = (type: string, binary = false): ColumnInfo => ({ name: 'c', type, binary });
const decoded = (type: string, cell: string | Buffer | null) => decodeCell(column(type), cell);

describe('a cell of the archive', () => {
  it('is read as PostgreSQL writes each type', () => {
    expect(decoded('integer', '-42')).toEqual({ value: -42 });
    expect(decoded('boolean', 'true')).toEqual({ value: true });
    expect(decoded('timestamp with time zone', '2026-11-23 10:51:24.123456+00')).toEqual({
      value: '2026-11-23T10:51:24.123456+00:00',
    });
    expect(decoded('timestamp with time zone', '2026-11-23 10:51:24+05:30')).toEqual({
      value: '2026-11-23T10:51:24+05:30',
    });
    expect(decoded('jsonb', '{"a": [1, null]}')).toEqual({ value: { a: [1, null] } });
    expect(decoded('character varying(3)', 'abc')).toEqual({ value: 'abc' });
    expect(decoded('integer', null)).toEqual({ value: null });
  });

  it('reads a bigint as a number while it is a safe integer, and refuses it beyond', () => {
    expect(decoded('bigint', '59850286')).toEqual({ value: 59850286 });
    expect(decoded('bigint', '9007199254740991')).toEqual({ value: 9007199254740991 });
    expect(decoded('bigint', '9007199254740993')).toEqual({ problem: 'Must be a whole number' });
    expect(decoded('bigint', '1e3')).toEqual({ problem: 'Must be a whole number' });
  });

  it('reads a text list with quoted, escaped and missing items', () => {
    expect(decoded('text[]', '{}')).toEqual({ value: [] });
    expect(
      decoded('text[]', '{/api/files/a/b.png,"video:x y","say \\"hi\\", \\\\ok",NULL,"NULL"}'),
    ).toEqual({
      value: ['/api/files/a/b.png', 'video:x y', 'say "hi", \\ok', null, 'NULL'],
    });
  });

  it('counts a text length in characters, as PostgreSQL does', () => {
    expect(decoded('character varying(2)', '😀é')).toEqual({ value: '😀é' });
    expect(decoded('character varying(2)', 'abc')).toEqual({
      problem: 'Must be at most 2 characters',
    });
  });

  it('decodes bytes from strict base64 only', () => {
    expect(decodeCell(column('bytea', true), Buffer.from('AAEC'))).toEqual({
      value: Buffer.from([0, 1, 2]),
    });
    for (const text of ['AAE', 'AA\nEC', 'AA=C', '!!!!'])
      expect(decodeCell(column('bytea', true), Buffer.from(text))).toEqual({
        problem: 'Must be bytes in base64',
      });
  });

  it.each([
    ['integer', '1.5'],
    ['integer', '99999999999'],
    ['boolean', 't'],
    ['timestamp with time zone', 'infinity'],
    ['timestamp with time zone', '2026-11-23T10:51:24Z'],
    ['jsonb', '{oops'],
    ['text[]', '{a,}'],
    ['text[]', '{,a}'],
    ['text[]', '{{a}}'],
    ['text[]', '{"open}'],
    ['text[]', '[0:1]={a,b}'],
    ['point', '(1,2)'],
  ])('refuses %s written as %s', (type, cell) => {
    expect(decoded(type, cell)).toEqual({ problem: expect.any(String) });
  });
});

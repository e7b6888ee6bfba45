import { ArchiveInvalid } from './archiveErrors';
import { base64Of, parseRowLine, textOf } from './rowLine';

const line = (text: string) => Buffer.from(text);

describe('a row line', () => {
  it('gives its table and its cells: text with escapes, nulls and base64', () => {
    const { table, cells } = parseRowLine(
      line('{"t":"apps","r":["1","Say \\"hi\\", then [go]",null,"AAEC"]}'),
    );
    expect(table).toBe('apps');
    expect(cells.map(textOf).slice(0, 3)).toEqual(['1', 'Say "hi", then [go]', null]);
    expect(base64Of(cells[3]!)?.toString()).toBe('AAEC');
  });

  it('may have no cells', () => {
    expect(parseRowLine(line('{"t":"x","r":[]}')).cells).toEqual([]);
  });

  it.each([
    '{"t":"apps","r":["1"',
    '{"t":"apps","r":["1",]}',
    '{"t":"apps","r":[1]}',
    '{"t":"apps","r":["1" ,"2"]}',
    '{"t":"apps","r":["unterminated]}',
    '{"t":apps,"r":[]}',
  ])('is refused as damaged when it reads %s', (text) => {
    expect(() => parseRowLine(line(text))).toThrow(ArchiveInvalid);
  });
});

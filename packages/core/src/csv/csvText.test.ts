import { csvCell, csvText } from './csvText';

describe('CSV text', () => {
  it('ends every line, the last too, with CRLF', () => {
    expect(csvText(['email', 'state'], [['ana@example.com', 'confirmed']])).toBe(
      'email,state\r\nana@example.com,confirmed\r\n',
    );
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes numbers as they are and null as an empty cell', () => {
    expect(csvText(['id', 'confirmed_at'], [[12, null]])).toBe('id,confirmed_at\r\n12,\r\n');
  });
});

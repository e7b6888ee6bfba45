import { splitParagraphs } from './paragraphs';

describe('post content', () => {
  it('splits into paragraphs on blank lines', () => {
    expect(splitParagraphs('First line\nstill first.\n\nSecond.\r\n\r\n\n Third. ')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
  });
});

import { fieldChanges } from './fieldChanges';

describe('the changes a revision would bring back', () => {
  it('names only the fields that differ, with their values', () => {
    expect(
      fieldChanges({ title: 'Old title', slug: 'same' }, { title: 'New title', slug: 'same' }),
    ).toEqual([{ field: 'title', revision: 'Old title', current: 'New title', lines: null }]);
  });

  it('compares texts of several lines line by line', () => {
    const [change] = fieldChanges(
      { content: 'First line\nKept line\n' },
      { content: 'Changed line\nKept line\n' },
    );
    expect(change!.lines).toEqual([
      { text: 'Changed line\n', kind: 'removed' },
      { text: 'First line\n', kind: 'added' },
      { text: 'Kept line\n', kind: 'same' },
    ]);
  });

  it('shows empty values as such', () => {
    expect(fieldChanges({ publishAt: null }, { publishAt: '2026-12-01T09:00:00.000Z' })).toEqual([
      {
        field: 'publishAt',
        revision: '(empty)',
        current: '2026-12-01T09:00:00.000Z',
        lines: null,
      },
    ]);
  });
});

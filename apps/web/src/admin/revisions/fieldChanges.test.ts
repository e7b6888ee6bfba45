import { numberedLines, rewriteEvery } from '../../test/textFixtures';
import { fieldChanges } from './fieldChanges';
import { SCREEN_CHANGED_LINES } from './screenComparisonLimits';

describe('the changes a revision would bring back', () => {
  // The clock stands still, so that only the line limit decides, however busy the machine.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('names only the fields that differ, with their values', () => {
    expect(
      fieldChanges({ title: 'Old title', slug: 'same' }, { title: 'New title', slug: 'same' }),
    ).toEqual([{ field: 'title', revision: 'Old title', current: 'New title', lines: null }]);
  });

  it('compares texts of several lines line by line', () => {
    const [change] = fieldChanges(
      { content: 'First line\nKept line' },
      { content: 'Changed line\nKept line' },
    );
    expect(change!.lines).toEqual([
      { kind: 'removed', lines: ['Changed line'] },
      { kind: 'added', lines: ['First line'] },
      { kind: 'same', lines: ['Kept line'] },
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

  it('still compares a long text line by line when few of its lines changed', () => {
    const current = numberedLines('Same', 30_000);
    const revision = current.replace('Same line 15000\n', 'Restored line 15000\n');
    const [change] = fieldChanges({ content: revision }, { content: current });
    expect(change!.lines).toEqual([
      { kind: 'same', lines: expect.any(Array) },
      { kind: 'removed', lines: ['Same line 15000'] },
      { kind: 'added', lines: ['Restored line 15000'] },
      { kind: 'same', lines: expect.any(Array) },
    ]);
  });

  it('says two texts that share no line differ too much to compare line by line', () => {
    const [change] = fieldChanges(
      { content: numberedLines('Revision', SCREEN_CHANGED_LINES) },
      { content: numberedLines('Current', SCREEN_CHANGED_LINES) },
    );
    expect(change!.lines).toBe('tooDifferent');
  });

  it('says a text changed here and there throughout differs too much to compare line by line', () => {
    const current = numberedLines('Same', 10 * SCREEN_CHANGED_LINES);
    const [change] = fieldChanges({ content: rewriteEvery(current, 10) }, { content: current });
    expect(change!.lines).toBe('tooDifferent');
  });

  it('shares the bound among the texts of one revision, so the whole comparison stays bounded', () => {
    // Each rewritten line is one removed and one added: half the limit alone, more than a third's share.
    const current = numberedLines('Same', 10 * (SCREEN_CHANGED_LINES / 4));
    const revision = rewriteEvery(current, 10);
    const [alone] = fieldChanges({ content: revision }, { content: current });
    const withOthers = fieldChanges(
      { content: revision, description: revision, accountDeletion: revision },
      { content: current, description: current, accountDeletion: current },
    );
    expect(alone!.lines).not.toBe('tooDifferent');
    expect(withOthers.map((change) => change.lines)).toEqual([
      'tooDifferent',
      'tooDifferent',
      'tooDifferent',
    ]);
  });

  it('stops comparing at its time limit on a device too slow to finish within it', () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => (now += 100));
    const current = numberedLines('Same', 100);
    const [change] = fieldChanges({ content: rewriteEvery(current, 10) }, { content: current });
    expect(change!.lines).toBe('tooDifferent');
  });
});

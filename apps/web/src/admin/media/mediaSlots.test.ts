import { entriesOf, freeSlots, moveEntry, placeAt, slotsOf } from './mediaSlots';

describe('media slots', () => {
  it('hold the entries packed at first, and give back the stored list without gaps', () => {
    const slots = slotsOf(['a', 'b'], 4);
    expect(slots).toEqual(['a', 'b', null, null]);
    expect(entriesOf(placeAt(slots, 3, 'c'))).toEqual(['a', 'b', 'c']);
  });

  it('list the empty slots that no upload takes', () => {
    expect(freeSlots(['a', null, null, null], new Set([2]))).toEqual([1, 3]);
  });

  it('reorder entries among the slots they fill', () => {
    expect(moveEntry(['a', null, 'b', 'c'], 0, 2)).toEqual(['b', null, 'c', 'a']);
  });
});

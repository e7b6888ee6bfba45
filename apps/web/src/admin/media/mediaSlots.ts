import { arrayMove } from '@dnd-kit/sortable';

/**
 * The grid's slots in order, each holding an entry or nothing. An entry may sit in any slot (an upload goes
 * where it was asked for); the stored list is the entries in slot order, without the gaps.
 */
export type MediaSlots = ReadonlyArray<string | null>;

/** Entries packed into the first slots, the rest empty. */
export function slotsOf(entries: readonly string[], max: number): MediaSlots {
  return Array.from(
    { length: Math.max(max, entries.length) },
    (_, index) => entries[index] ?? null,
  );
}

export function entriesOf(slots: MediaSlots): string[] {
  return slots.filter((entry): entry is string => entry !== null);
}

export function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

/** Empty slots that no upload is taking, in order. */
export function freeSlots(slots: MediaSlots, taken: ReadonlySet<number>): number[] {
  return slots.flatMap((entry, index) => (entry === null && !taken.has(index) ? [index] : []));
}

export function placeAt(slots: MediaSlots, index: number, entry: string): MediaSlots {
  return slots.map((current, position) => (position === index ? entry : current));
}

export function clearSlot(slots: MediaSlots, index: number): MediaSlots {
  return slots.map((current, position) => (position === index ? null : current));
}

/** Moves the entry at position `from` of the stored list to `to`; the filled slots stay where they are. */
export function moveEntry(slots: MediaSlots, from: number, to: number): MediaSlots {
  const moved = arrayMove(entriesOf(slots), from, to);
  let next = 0;
  return slots.map((entry) => (entry === null ? null : (moved[next++] ?? null)));
}

/** A character no message contains (Unicode's private use area): where an element goes. */
const SLOT = '\u{E000}';

/**
 * A message's text before and after one of its arguments, for an element in its place (a highlighted
 * phrase, a path in <code>): each language puts the argument where its sentence needs it.
 * `format` formats the message with the given value as that argument.
 */
export function textAround(format: (slot: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = format(SLOT).split(SLOT);
  return [before, after];
}

import { isBlankText } from '@studio/schemas';

/** The fields a translation holds: those given with a text. */
export function translatedFields<TFields extends Record<string, unknown>>(
  given: TFields,
): Partial<TFields> {
  return Object.fromEntries(
    Object.entries(given).filter(([, value]) => !isBlankText(value)),
  ) as Partial<TFields>;
}

/**
 * Which of a kind's translatable fields a translation has, and which it still lacks: those the default language
 * has a text in, which the page shows in the default language until translated; an `optional` field is never
 * lacking.
 */
export function translationCoverage(
  names: readonly string[],
  fields: Record<string, unknown> | null,
  defaults: Record<string, unknown>,
  optional: readonly string[] = [],
): { translated: string[]; missing: string[] } {
  const translated = names.filter((name) => fields !== null && name in fields);
  return {
    translated,
    missing: names.filter(
      (name) =>
        !translated.includes(name) && !optional.includes(name) && !isBlankText(defaults[name]),
    ),
  };
}

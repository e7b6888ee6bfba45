/** The fields a translation holds: those given with a text (an empty one, or null, means "not translated"). */
export function translatedFields<TFields extends Record<string, unknown>>(
  given: TFields,
): Partial<TFields> {
  return Object.fromEntries(
    Object.entries(given).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<TFields>;
}

/** Which of a kind's translatable fields a translation has, and which still show the default language. */
export function translationCoverage(
  names: readonly string[],
  fields: Record<string, unknown> | null,
): { translated: string[]; missing: string[] } {
  const translated = names.filter((name) => fields !== null && name in fields);
  return { translated, missing: names.filter((name) => !translated.includes(name)) };
}

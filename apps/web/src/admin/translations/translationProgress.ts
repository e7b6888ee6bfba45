/**
 * A translation's progress in a sentence, for the top of its form: not started, some fields still in the
 * default language, or done.
 */
export function translationProgress(
  language: string,
  defaultLanguage: string,
  { translated, missing }: { translated: readonly string[]; missing: readonly string[] },
): string {
  const blanks = `Fields left blank show the ${defaultLanguage} text.`;
  if (translated.length === 0) return `Not translated into ${language} yet. ${blanks}`;
  if (missing.length === 0) return `Every field of the ${defaultLanguage} version is translated.`;
  const count = missing.length === 1 ? '1 field is' : `${missing.length} fields are`;
  return `${count} still to translate. ${blanks}`;
}

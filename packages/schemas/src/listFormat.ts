const formats = new Map<string, Intl.ListFormat>();

/**
 * A short list of names (an app's platforms) as a fact reads in the language: "iOS, Android, Web",
 * "iOS, Android und Web", "iOS、Android、Web". The narrow conjunction is the style that reads right in each:
 * English keeps its plain commas, German joins the last with "und", Japanese uses its own comma.
 */
export function formatList(items: readonly string[], locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
    formats.set(locale, format);
  }
  return format.format(items);
}

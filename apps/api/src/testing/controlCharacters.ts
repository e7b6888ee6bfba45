/**
 * Control characters percent-encoded, as a client may add them to a page's path: C0 ones (NUL, tab, line
 * feed, carriage return, unit separator), DEL and a C1 one (next line, in UTF-8), in either letter case.
 */
export const ENCODED_CONTROL_CHARACTERS = ['%00', '%09', '%0a', '%0D', '%1f', '%7F', '%c2%85'];

/** A slug with each control character added at its end, then at its start. */
export function slugsWithControlCharacters(slug: string): string[] {
  return ENCODED_CONTROL_CHARACTERS.flatMap((control) => [
    `${slug}${control}`,
    `${control}${slug}`,
  ]);
}

/** An app's page and releases feed, at each spelling of its slug with a control character. */
export const appAddressesWithControlCharacters = (slug: string): string[] =>
  slugsWithControlCharacters(slug).flatMap((spelling) => [
    `/apps/${spelling}`,
    `/apps/${spelling}/releases.xml`,
  ]);

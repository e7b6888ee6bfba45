/** A percent-encoded text decoded, or null when its escapes are malformed (`%`, `%ff`, a cut UTF-8 sequence). */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** How a store counts a text's length: Unicode characters, or UTF-8 bytes (the App Store's keywords). */
export type StoreTextLimit = { max: number; unit: 'characters' | 'bytes' };

/**
 * The longest text each store takes per field, as App Store Connect's "Platform version information" and
 * "App information" and the Play Console's store listing state them.
 */
export const STORE_TEXT_LIMITS = {
  appStore: {
    name: { max: 30, unit: 'characters' },
    subtitle: { max: 30, unit: 'characters' },
    keywords: { max: 100, unit: 'bytes' },
    promotionalText: { max: 170, unit: 'characters' },
    description: { max: 4000, unit: 'characters' },
    releaseNotes: { max: 4000, unit: 'characters' },
  },
  googlePlay: {
    title: { max: 30, unit: 'characters' },
    shortDescription: { max: 80, unit: 'characters' },
    fullDescription: { max: 4000, unit: 'characters' },
    changelog: { max: 500, unit: 'characters' },
  },
} as const satisfies Record<string, Record<string, StoreTextLimit>>;

/** A character's length in UTF-8. */
function utf8Length(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** The text within the limit: whole characters only, never half of one (nor half of a UTF-8 sequence). */
export function cutToLimit(text: string, limit: StoreTextLimit): { text: string; cut: boolean } {
  const characters = [...text];
  let kept = 0;
  let size = 0;
  for (const character of characters) {
    size += limit.unit === 'bytes' ? utf8Length(character) : 1;
    if (size > limit.max) break;
    kept += 1;
  }
  if (kept === characters.length) return { text, cut: false };
  return { text: characters.slice(0, kept).join(''), cut: true };
}

import type { Messages } from '../../messages/messages';
import type { TextCatalog } from '../../messages/textCatalog';
import { STUDIO_NAME, SUPPORT_EMAIL } from '../../studio';

/** A section's name in its document's catalog: `whoWeAre` for the keys `whoWeAre.heading` and `whoWeAre.text`. */
type SectionName<TKey extends string> = TKey extends `${infer Name}.heading` ? Name : never;

/**
 * One of the site's legal documents: its words in a catalog per language (the title, the intro, each section's
 * heading and text, its paragraphs parted by a blank line), its date and its sections' order here, the same
 * in every language.
 */
export interface LegalText<TKey extends string> {
  catalog: TextCatalog<TKey>;
  /** When the text last changed, as an ISO date. */
  updated: string;
  sections: readonly SectionName<TKey>[];
}

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A legal document in one language, as its page shows it. */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const PARAGRAPH_BREAK = '\n\n';

/** The document in the language of `messages`, its texts loaded from its catalog. */
export function legalDocument<TKey extends string>(
  text: LegalText<TKey>,
  messages: Messages<TKey>,
): LegalDocument {
  // The studio's name and address are the same in every language: the catalogs hold their places only.
  const words = (key: string) =>
    messages.t(key as TKey, { studio: STUDIO_NAME, email: SUPPORT_EMAIL });
  return {
    title: words('title'),
    updated: text.updated,
    intro: words('intro'),
    sections: text.sections.map((name) => ({
      heading: words(`${name}.heading`),
      paragraphs: words(`${name}.text`).split(PARAGRAPH_BREAK),
    })),
  };
}

import { slugify } from '@studio/schemas';
import { useState } from 'react';

/**
 * Follows the title with a suggested slug until the slug is edited by hand (clearing it resumes
 * the suggestions). Existing items start as edited: renaming them must not move their URL.
 */
export function useSlugSuggestion(initiallyEdited: boolean) {
  const [edited, setEdited] = useState(initiallyEdited);
  return {
    /** The slug to set for a new title, or null to keep the current one. */
    suggestFor: (title: string): string | null => (edited ? null : slugify(title)),
    slugEditedByHand: (slug: string) => setEdited(slug !== ''),
  };
}

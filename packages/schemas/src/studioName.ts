import type { StudioPressFacts } from './studioPressFacts';

/**
 * The studio's name as the site ships it: the header, footer, titles and legal pages name it. A module of its
 * own, without zod: every page's first load reads it.
 */
export const STUDIO_NAME = 'Pixelwave Studio';

/** The studio as the press knows it: the name the admin gave, else the site's. */
export function studioNameOf(facts: Pick<StudioPressFacts, 'name'>): string {
  return facts.name || STUDIO_NAME;
}

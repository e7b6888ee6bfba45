import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import { PRESS_KIT_NOT_FOUND_MESSAGE, type App, type StudioPressFacts } from '@studio/schemas';
import { notFound } from '../../errors';
import { publicAppFilter } from '../publishing/visibility';
import { readStudioPressFacts } from '../studioPressFacts';
import { addressLanguage, type AddressLanguage } from '../translations/addressLanguage';
import { appInLocale } from '../translations/appInLocale';

export interface PressKit {
  app: App;
  studio: StudioPressFacts;
  language: AddressLanguage;
}

/**
 * An app's published press kit with the studio's facts, in the language its address's prefix names (none: the
 * default's), as that language's press page reads them; 404 when the app has none enabled or waits for its
 * launch, and under a prefix that is none of the site's languages.
 */
export async function findPressKit(
  em: EntityManager,
  slug: string,
  prefix: string | null = null,
): Promise<PressKit> {
  const language = await addressLanguage(em, prefix);
  if (!language) throw notFound(PRESS_KIT_NOT_FOUND_MESSAGE);
  const app = await em.findOne(AppEntity, { slug, ...publicAppFilter() });
  if (!app?.pressKitEnabled) throw notFound(PRESS_KIT_NOT_FOUND_MESSAGE);
  const [shown, studio] = await Promise.all([
    appInLocale(em, app, language.translation),
    readStudioPressFacts(em, language.translation),
  ]);
  return { app: shown, studio, language };
}

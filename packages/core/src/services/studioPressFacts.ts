import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EMPTY_STUDIO_PRESS_FACTS,
  studioPressFactsSchema,
  type LocaleCode,
  type StudioPressFacts,
} from '@studio/schemas';
import type { SignedInContext } from '../context';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { readSetting, writeSetting } from './siteSettings';
import { readStudioPressFactsTranslation } from './studioPressFactsTranslation';

/**
 * The studio's fact sheet for /press; blank facts until the admin writes them. In `locale` (a language of the
 * site but the default), its translated facts stand in for the default's, the others stay the default's.
 */
export async function readStudioPressFacts(
  em: EntityManager,
  locale: LocaleCode | null = null,
): Promise<StudioPressFacts> {
  const [saved, translation] = await Promise.all([
    readSetting(em, 'studioPressFacts'),
    locale ? readStudioPressFactsTranslation(em, locale) : null,
  ]);
  const facts = saved ? studioPressFactsSchema.parse(JSON.parse(saved)) : EMPTY_STUDIO_PRESS_FACTS;
  return { ...facts, ...translation?.fields };
}

/** Replaces the studio's fact sheet; the press pages are rendered anew with it. */
export async function saveStudioPressFacts(
  ctx: SignedInContext,
  facts: StudioPressFacts,
): Promise<StudioPressFacts> {
  await writeContent(ctx, CONTENT_CHANGES.settingsChanged(), (tx) =>
    writeSetting(tx, 'studioPressFacts', JSON.stringify(facts)),
  );
  return facts;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EMPTY_STUDIO_PRESS_FACTS,
  studioPressFactsSchema,
  type StudioPressFacts,
} from '@studio/schemas';
import type { SignedInContext } from '../context';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { readSetting, writeSetting } from './siteSettings';

/** The studio's fact sheet for /press; blank facts until the admin writes them. */
export async function readStudioPressFacts(em: EntityManager): Promise<StudioPressFacts> {
  const saved = await readSetting(em, 'studioPressFacts');
  return saved ? studioPressFactsSchema.parse(JSON.parse(saved)) : EMPTY_STUDIO_PRESS_FACTS;
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

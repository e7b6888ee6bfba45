import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_LOCALES,
  describeLocales,
  localesInputSchema,
  type Locales,
  type LocalesInput,
} from '@studio/schemas';
import type { SignedInContext } from '../context';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { readSetting, writeSetting } from './siteSettings';

/** The site's languages as the admin chose them; English alone until then. */
export async function readLocales(em: EntityManager): Promise<LocalesInput> {
  const saved = await readSetting(em, 'locales');
  return saved ? localesInputSchema.parse(JSON.parse(saved)) : DEFAULT_LOCALES;
}

/** Sets the site's languages; every page is rendered anew (its language links change). */
export async function saveLocales(ctx: SignedInContext, input: LocalesInput): Promise<Locales> {
  await writeContent(ctx, CONTENT_CHANGES.settingsChanged(), (tx) =>
    writeSetting(tx, 'locales', JSON.stringify(input)),
  );
  return describeLocales(input);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShareImage } from '@studio/schemas';
import type { SignedInContext } from '../context';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { readSetting, writeSetting } from './siteSettings';

/** The share image the admin chose; null while the site's default stands. */
export async function readShareImage(em: EntityManager): Promise<ShareImage> {
  return { image: (await readSetting(em, 'shareImage')) || null };
}

/** Replaces the share image, or (null) goes back to the default; pages are rendered anew with it. */
export async function saveShareImage(
  ctx: SignedInContext,
  image: string | null,
): Promise<ShareImage> {
  await writeContent(ctx, CONTENT_CHANGES.settingsChanged(), (tx) =>
    writeSetting(tx, 'shareImage', image ?? ''),
  );
  return { image };
}

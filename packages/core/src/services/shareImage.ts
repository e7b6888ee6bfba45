import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShareImage } from '@studio/schemas';
import type { SignedInContext } from '../context';
import { writeContent } from './contentWrite';
import { SETTING_KEYS, readSetting, writeSetting } from './siteSettings';

/** The share image the admin chose; null while the site's default stands. */
export async function readShareImage(em: EntityManager): Promise<ShareImage> {
  return { image: (await readSetting(em, SETTING_KEYS.shareImage)) || null };
}

/** Replaces the share image, or (null) goes back to the default; pages are rendered anew with it. */
export async function saveShareImage(
  ctx: SignedInContext,
  image: string | null,
): Promise<ShareImage> {
  await writeContent(ctx, (tx) => writeSetting(tx, SETTING_KEYS.shareImage, image ?? ''));
  return { image };
}

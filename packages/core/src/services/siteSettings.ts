import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteSetting } from '@studio/db';
import { SITE_SETTINGS, type SiteSettingName } from '@studio/schemas';

/** A setting's value; empty when it was never saved. */
export async function readSetting(em: EntityManager, name: SiteSettingName): Promise<string> {
  const setting = await em.findOne(
    SiteSetting,
    { key: SITE_SETTINGS[name].key },
    { fields: ['value'] },
  );
  return setting?.value ?? '';
}

/** Saves a setting; call it inside the write's transaction. */
export async function writeSetting(
  em: EntityManager,
  name: SiteSettingName,
  value: string,
): Promise<void> {
  await em.upsert(SiteSetting, { key: SITE_SETTINGS[name].key, value, updatedAt: new Date() });
}

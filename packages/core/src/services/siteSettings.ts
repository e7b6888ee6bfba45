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

/** A setting's value and when it was saved; null when it was never saved. */
export async function readSavedSetting(
  em: EntityManager,
  name: SiteSettingName,
): Promise<{ value: string; updatedAt: Date } | null> {
  return em.findOne(
    SiteSetting,
    { key: SITE_SETTINGS[name].key },
    { fields: ['value', 'updatedAt'] },
  );
}

/** Removes a setting, which then reads as never saved; false when there was none. Call it inside the write's transaction. */
export async function deleteSetting(em: EntityManager, name: SiteSettingName): Promise<boolean> {
  return (await em.nativeDelete(SiteSetting, { key: SITE_SETTINGS[name].key })) > 0;
}

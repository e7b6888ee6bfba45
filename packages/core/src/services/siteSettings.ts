import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteSetting } from '@studio/db';

/** The keys of the site-wide settings, one row each in site_settings. */
export const SETTING_KEYS = {
  appAdsTxt: 'app-ads.txt',
  shareImage: 'share-image',
  studioPressFacts: 'studio-press-facts',
} as const;
type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** A setting's value; empty when it was never saved. */
export async function readSetting(em: EntityManager, key: SettingKey): Promise<string> {
  const setting = await em.findOne(SiteSetting, { key }, { fields: ['value'] });
  return setting?.value ?? '';
}

/** Saves a setting; call it inside the write's transaction. */
export async function writeSetting(
  em: EntityManager,
  key: SettingKey,
  value: string,
): Promise<void> {
  await em.upsert(SiteSetting, { key, value, updatedAt: new Date() });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReadinessCheck } from '@studio/schemas';
import { fastlaneExport } from '../fastlane/fastlaneExport';

/**
 * Every store text within its store's limit, in every language of the site: the texts the fastlane export
 * would cut, by the export's own warnings.
 */
export async function storeTextsCheck(
  em: EntityManager,
  appId: number,
  siteOrigin: string,
): Promise<ReadinessCheck> {
  const { warnings } = (await fastlaneExport(em, appId, siteOrigin)).metadata;
  return warnings.length === 0
    ? {
        id: 'storeTexts',
        ok: true,
        message: "Every store text fits its store's limit in every language of the site.",
      }
    : {
        id: 'storeTexts',
        ok: false,
        message: `Shorten the texts over a store's limit (the fastlane export cuts them): ${warnings.join('; ')}.`,
      };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { AppPrivacyDeclaration } from '@studio/db';
import type { AppPrivacy, LocaleCode } from '@studio/schemas';
import { appDocument } from '../apps';

/**
 * A public app's privacy page's content: its policy (in a language if given) and what it declares it
 * collects (none while not declared). The declaration is the same in every language.
 */
export async function appPrivacy(
  em: EntityManager,
  slug: string,
  locale: LocaleCode | null,
): Promise<AppPrivacy> {
  const document = await appDocument(em, slug, 'privacy', locale);
  const declared = await em.findOne(AppPrivacyDeclaration, { app: { slug } });
  return { ...document, dataCollected: declared?.declaration ?? null };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { PreviewLink } from '@studio/db';
import { PREVIEW_NOT_FOUND_MESSAGE, type LocaleCode, type Preview } from '@studio/schemas';
import { notFound } from '../../errors';
import { tokenHash } from './previewLinks';
import { PUBLISHABLES } from './publishables';

/**
 * The item a valid link shows, drafts and scheduled items included, in `locale` when given (null: its own
 * texts); 404 for any other token.
 */
export async function previewOf(
  em: EntityManager,
  token: string,
  locale: LocaleCode | null = null,
): Promise<Preview> {
  const link = await em.findOne(PreviewLink, {
    tokenHash: tokenHash(token),
    expiresAt: { $gt: new Date() },
  });
  const publishable = link && PUBLISHABLES[link.subjectType];
  const item = publishable && (await em.findOne(publishable.entity, { id: link.subjectId }));
  if (!item) throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
  const shown = await publishable.toItem(em, item);
  return publishable.preview(locale ? await publishable.previewIn(em, shown, locale) : shown);
}

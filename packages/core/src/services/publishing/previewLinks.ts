import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PreviewLink } from '@studio/db';
import {
  localizedPath,
  previewPath,
  type LocaleCode,
  type PreviewLink as PreviewLinkAnswer,
  type PublishableKind,
} from '@studio/schemas';
import type { SignedInContext } from '../../context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the token's SHA-256 is stored: the database alone opens no preview. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link to the item's page as it will look, for whoever holds it, until it expires or is revoked; in
 * `locale`, under that language's prefix (null: the default language's address). The caller checks that the
 * item exists (its own 404) and that the site has the language. 256 random bits, so links cannot be guessed.
 */
export async function createPreviewLink(
  ctx: SignedInContext,
  subjectType: PublishableKind,
  subjectId: number,
  days: number,
  locale: LocaleCode | null = null,
): Promise<PreviewLinkAnswer> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await ctx.em.insert(PreviewLink, {
    tokenHash: tokenHash(token),
    subjectType,
    subjectId,
    expiresAt,
  });
  // The token opens the item in every language: the prefix only chooses the one the link shows.
  const path = localizedPath(previewPath(token), locale);
  return { url: `${ctx.siteOrigin}${path}`, expiresAt: expiresAt.toISOString() };
}

/** Every link of the item stops working at once. */
export async function revokePreviewLinks(
  em: EntityManager,
  subjectType: PublishableKind,
  subjectId: number,
): Promise<{ revoked: number }> {
  return { revoked: await em.nativeDelete(PreviewLink, { subjectType, subjectId }) };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import {
  APP_DOCUMENTS,
  APP_NOT_FOUND_MESSAGE,
  APP_SLUG_TAKEN_MESSAGE,
  idSchema,
  type App,
  type AppDocument,
  type AppCard,
  type AppDocumentKind,
  type AppSummary,
  type appInputSchema,
} from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../context';
import type { Deleted } from '../deleted';
import { notFound, type DomainError } from '../errors';
import { recordActivity, recordDeletion, type NewActivity } from './activity';
import { toApp, toAppSummaries } from './appDto';
import { onlyImages } from './imageSizes';
import { writeContent } from './contentWrite';
import { conflictOnDuplicate } from './uniqueViolation';

type AppFields = z.output<typeof appInputSchema>;

function appNotFound(): DomainError {
  return notFound(APP_NOT_FOUND_MESSAGE);
}

function appEvent(
  ctx: SignedInContext,
  app: Pick<AppEntity, 'id' | 'name'>,
  action: NewActivity['action'],
): NewActivity {
  return {
    action,
    subjectType: 'app',
    subjectId: String(app.id),
    subjectName: app.name,
    actor: ctx.user.username,
  };
}

/**
 * Featured apps first, then the most recently updated; lists leave out the long texts and carry each app's
 * view count (as fresh as the cached answer: the event recorder announces new counts now and then).
 */
export async function listApps(em: EntityManager): Promise<AppSummary[]> {
  const apps = await em.find(
    AppEntity,
    {},
    {
      orderBy: { featured: 'desc', updatedAt: 'desc', id: 'desc' },
      exclude: ['description', 'termsLink', 'privacyLink', 'accountDeletion', 'deepLinks'],
    },
  );
  return toAppSummaries(em, apps);
}

/** The list as the site's cards show it, in the same order (see AppCard in @studio/schemas). */
export async function listAppCards(em: EntityManager): Promise<AppCard[]> {
  return (await listApps(em)).map((app) => ({
    id: app.id,
    name: app.name,
    slug: app.slug,
    shortDescription: app.shortDescription,
    category: app.category,
    icon: app.icon,
    featured: app.featured,
    views: app.views,
    images: onlyImages(app.images, [app.icon]),
  }));
}

/**
 * Public pages ask by slug, outside clients may ask by id (the spec's GET /api/apps/{param}): a slug wins,
 * digits alone fall back to the id. New slugs cannot be digits only; one saved before that rule still wins.
 */
export async function findApp(em: EntityManager, param: string): Promise<App> {
  const app =
    (await em.findOne(AppEntity, { slug: param })) ??
    (/^\d+$/.test(param) && idSchema.safeParse(param).success
      ? await em.findOne(AppEntity, { id: Number(param) })
      : null);
  if (!app) throw appNotFound();
  return toApp(em, app);
}

/** The admin edit form's read: by id only, so no slug can stand in for it. */
export async function findAppById(em: EntityManager, id: number): Promise<App> {
  const app = await em.findOne(AppEntity, { id });
  if (!app) throw appNotFound();
  return toApp(em, app);
}

/** One of the app's documents (terms, privacy, account deletion) with the app's name. */
export async function appDocument<TKind extends AppDocumentKind>(
  em: EntityManager,
  slug: string,
  kind: TKind,
): Promise<AppDocument<TKind>> {
  const { field } = APP_DOCUMENTS[kind];
  const app = await em.findOne(AppEntity, { slug }, { fields: ['name', field] });
  if (!app) throw appNotFound();
  return { appName: app.name, [kind]: app[field] ?? null } as AppDocument<TKind>;
}

export function createApp(ctx: SignedInContext, fields: AppFields): Promise<App> {
  return conflictOnDuplicate('slug', APP_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, async (tx) => {
      const app = tx.create(AppEntity, fields);
      await tx.flush();
      await recordActivity(tx, appEvent(ctx, app, 'created'));
      return toApp(tx, app);
    }),
  );
}

/** Replaces every field; updatedAt moves even when nothing else changed, as the admin did save. */
export function updateApp(ctx: SignedInContext, id: number, fields: AppFields): Promise<App> {
  return conflictOnDuplicate('slug', APP_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, async (tx) => {
      const app = await tx.findOne(AppEntity, { id });
      if (!app) throw appNotFound();
      tx.assign(app, { ...fields, updatedAt: new Date() });
      await tx.flush();
      await recordActivity(tx, appEvent(ctx, app, 'updated'));
      return toApp(tx, app);
    }),
  );
}

export function deleteApp(ctx: SignedInContext, id: number): Promise<Deleted> {
  return writeContent(ctx, async (tx) => {
    const app = await tx.findOne(AppEntity, { id }, { fields: ['name'] });
    // Parallel deletes all find the row; only the one whose delete removed it goes on, the others answer 404.
    if (!app || (await tx.nativeDelete(AppEntity, { id })) === 0) throw appNotFound();
    await recordDeletion(tx, appEvent(ctx, app, 'deleted'));
    return { id, deleted: true };
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { App as AppEntity } from '@studio/db';
import {
  APP_DOCUMENTS,
  APP_NOT_FOUND_MESSAGE,
  APP_SLUG_TAKEN_MESSAGE,
  appRevisionContentSchema,
  type appInputSchema,
  idSchema,
  resizableWidth,
  type App,
  type AppDocument,
  type AppCard,
  type AppDocumentKind,
  type AppSummary,
  type LocaleCode,
} from '@studio/schemas';
import { appInLocale, appTranslatedInto } from './translations/appInLocale';
import { listedIn } from './translations/localizedList';
import { storeLinksShownIn } from './translations/localizedStoreLinks';
import { translationOf, withTranslation } from './translations/localizedRead';
import { withTranslatedScreenshots } from './translations/translatedScreenshots';
import { APP_TRANSLATIONS_TABLE } from './translations/translationRows';
import type { z } from 'zod';
import type { SignedInContext } from '../context';
import type { Deleted } from '../deleted';
import { notFound, type DomainError } from '../errors';
import { recordActivity, recordDeletion, type NewActivity } from './activity';
import { toApp, toAppSummaries } from './appDto';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { forgetItem } from './publishing/forgetItem';
import type { Publishable } from './publishing/publishable';
import { publishingActions } from './publishing/publishingActions';
import { recordAppRevision, replaceReleases } from './publishing/appRevisions';
import { followSlug } from './publishing/slugRedirects';
import { launchPending, publicAppFilter } from './publishing/visibility';
import { queueLaunchMails } from './subscriptions/listMails';
import { conflictOnDuplicate } from './uniqueViolation';

export type AppFields = z.output<typeof appInputSchema>;

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

const LIST_ORDER = { featured: 'desc', updatedAt: 'desc', id: 'desc' } as const;
const LIST_EXCLUDES = [
  'description',
  'subtitle',
  'keywords',
  'promotionalText',
  'marketingUrl',
  'termsLink',
  'privacyLink',
  'accountDeletion',
  'deepLinks',
  'pressContact',
  'features',
  'awards',
  'quotes',
  'credits',
  'launchMessage',
] as const;

/**
 * The public apps (scheduled ones wait for their time unless coming soon): featured first, then the most recently updated; lists
 * leave out the long texts and carry each app's view count (as fresh as the cached answer: the event recorder
 * announces new counts now and then).
 */
/** The public list, in a language when one is given (each app with its translation's texts there). */
export async function listApps(
  em: EntityManager,
  { limit, locale = null }: { limit?: number; locale?: LocaleCode | null } = {},
): Promise<AppSummary[]> {
  const apps = await em.find(AppEntity, publicAppFilter(), {
    orderBy: LIST_ORDER,
    exclude: LIST_EXCLUDES,
    limit,
  });
  const own = await toAppSummaries(em, apps);
  const [listed, shown] = await Promise.all([
    listedIn(em, APP_TRANSLATIONS_TABLE, own, locale),
    storeLinksShownIn(em, locale),
  ]);
  return (await withTranslatedScreenshots(em, own, listed)).map(shown);
}

/** Every app, scheduled ones included, in the public list's order: the admin's list. */
export async function listAllApps(em: EntityManager): Promise<AppSummary[]> {
  const apps = await em.find(AppEntity, {}, { orderBy: LIST_ORDER, exclude: LIST_EXCLUDES });
  return toAppSummaries(em, apps);
}

/** The list as the site's cards show it, in the same order (see AppCard in @studio/schemas): the first `limit`. */
export async function listAppCards(
  em: EntityManager,
  shown: { limit?: number; locale?: LocaleCode | null } = {},
): Promise<AppCard[]> {
  return (await listApps(em, shown)).map((app) => ({
    name: app.name,
    slug: app.slug,
    shortDescription: app.shortDescription,
    category: app.category,
    icon: app.icon,
    featured: app.featured,
    views: app.views,
    comingSoon: app.comingSoon,
    expectedLaunch: app.expectedLaunch,
    iconWidth: resizableWidth(app.images, app.icon),
  }));
}

/**
 * Public pages ask by slug, outside clients may ask by id (the spec's GET /api/apps/{param}): a slug wins,
 * digits alone fall back to the id. New slugs cannot be digits only; one saved before that rule still wins.
 */
export async function findApp(
  em: EntityManager,
  param: string,
  locale: LocaleCode | null = null,
): Promise<App> {
  const app =
    (await em.findOne(AppEntity, { slug: param, ...publicAppFilter() })) ??
    (/^\d+$/.test(param) && idSchema.safeParse(param).success
      ? await em.findOne(AppEntity, { id: Number(param), ...publicAppFilter() })
      : null);
  if (!app) throw appNotFound();
  return appInLocale(em, app, locale);
}

/** One of the app's documents (terms, privacy, account deletion) with the app's name, in a language if given. */
export async function appDocument<TKind extends AppDocumentKind>(
  em: EntityManager,
  slug: string,
  kind: TKind,
  locale: LocaleCode | null = null,
): Promise<AppDocument<TKind>> {
  const { field } = APP_DOCUMENTS[kind];
  const app = await em.findOne(
    AppEntity,
    { slug, ...publicAppFilter() },
    { fields: ['name', field] },
  );
  if (!app) throw appNotFound();
  const translation = locale && (await translationOf(em, APP_TRANSLATIONS_TABLE, app.id, locale));
  const shown = translation ? withTranslation(app, translation.fields) : app;
  return { appName: shown.name, [kind]: shown[field] ?? null } as AppDocument<TKind>;
}

/**
 * The columns a save writes: the fields, the schedule as a date, and whether its launch is still to come.
 * Coming soon lasts until the launch: saved with a launch already past, the app is an ordinary one.
 */
function savedColumns(fields: AppFields) {
  const publishAt = fields.publishAt === null ? null : new Date(fields.publishAt);
  const pending = launchPending(publishAt, true);
  return { ...fields, publishAt, launchPending: pending, comingSoon: fields.comingSoon && pending };
}

/** What every save keeps besides the app: its revision (with its releases) and its old slug. */
async function keepHistory(
  ctx: SignedInContext,
  tx: EntityManager,
  app: AppEntity,
  fields: AppFields,
  slugBefore: string | null,
): Promise<void> {
  await recordAppRevision(ctx, tx, app.id, fields);
  await followSlug(tx, 'app', app.id, { before: slugBefore, after: app.slug });
}

export function createApp(ctx: SignedInContext, fields: AppFields): Promise<App> {
  return conflictOnDuplicate('slug', APP_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, CONTENT_CHANGES.appAdded(), async (tx) => {
      const app = tx.create(AppEntity, savedColumns(fields));
      await tx.flush();
      await keepHistory(ctx, tx, app, fields, null);
      await recordActivity(tx, appEvent(ctx, app, 'created'));
      return toApp(tx, app);
    }),
  );
}

/**
 * Replaces every field; updatedAt moves even when nothing else changed, as the admin did save. A coming-soon
 * app saved with its launch now or past is launched by the save: its launch list gets the launch e-mail in
 * this transaction, as if the scheduler had launched it (once: launch_mail_queued_at).
 */
async function saveApp(
  ctx: SignedInContext,
  tx: EntityManager,
  app: AppEntity,
  fields: AppFields,
): Promise<App> {
  const slugBefore = app.slug;
  const wasComingSoon = app.comingSoon;
  tx.assign(app, { ...savedColumns(fields), updatedAt: new Date() });
  await tx.flush();
  await keepHistory(ctx, tx, app, fields, slugBefore);
  await recordActivity(tx, appEvent(ctx, app, 'updated'));
  if (wasComingSoon && !app.comingSoon && !app.launchPending) {
    await queueLaunchMails(tx, ctx.siteOrigin, { where: 'id = ?', params: [app.id] });
    // The statement set it in the database: the answer reads the entity.
    await tx.refresh(app);
  }
  return toApp(tx, app);
}

/** updateApp's write, in a transaction the caller holds (the fastlane import saves more in the same one). */
export async function writeAppUpdate(
  ctx: SignedInContext,
  tx: EntityManager,
  id: number,
  fields: AppFields,
): Promise<App> {
  const app = await tx.findOne(AppEntity, { id });
  if (!app) throw appNotFound();
  return saveApp(ctx, tx, app, fields);
}

export function updateApp(ctx: SignedInContext, id: number, fields: AppFields): Promise<App> {
  return conflictOnDuplicate('slug', APP_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, CONTENT_CHANGES.appChanged(id), (tx) => writeAppUpdate(ctx, tx, id, fields)),
  );
}

/**
 * The app takes a revision's fields and releases again (a revision kept before releases were leaves them as
 * they are), through an ordinary save in one transaction.
 */
function restoreApp(
  ctx: SignedInContext,
  id: number,
  { releases, ...fields }: z.output<typeof appRevisionContentSchema>,
): Promise<App> {
  return conflictOnDuplicate('slug', APP_SLUG_TAKEN_MESSAGE, () =>
    writeContent(ctx, CONTENT_CHANGES.appRestored(id), async (tx) => {
      const app = await tx.findOne(AppEntity, { id });
      if (!app) throw appNotFound();
      if (releases) await replaceReleases(tx, id, releases);
      return saveApp(ctx, tx, app, fields);
    }),
  );
}

export function deleteApp(ctx: SignedInContext, id: number): Promise<Deleted> {
  return writeContent(ctx, CONTENT_CHANGES.appChanged(id), async (tx) => {
    const app = await tx.findOne(AppEntity, { id }, { fields: ['name'] });
    // Parallel deletes all find the row; only the one whose delete removed it goes on, the others answer 404.
    if (!app || (await tx.nativeDelete(AppEntity, { id })) === 0) throw appNotFound();
    await forgetItem(tx, 'app', id);
    await recordDeletion(tx, appEvent(ctx, app, 'deleted'));
    return { id, deleted: true };
  });
}

/**
 * Apps on the publishing path: public unless scheduled for later (apps have no drafts), or while coming soon;
 * the launch makes a coming-soon app an ordinary one.
 */
export const publishableApps: Publishable<
  AppEntity,
  App,
  z.output<typeof appRevisionContentSchema>
> = {
  kind: 'app',
  entity: AppEntity,
  nameField: 'name',
  publicFilter: publicAppFilter,
  launchedColumns: { comingSoon: false },
  // A coming-soon app's launch e-mail to its list (an app scheduled without coming soon showed no sign-up).
  launchMails: (tx, siteOrigin, due) =>
    queueLaunchMails(tx, siteOrigin, { where: `${due.where} and coming_soon`, params: due.params }),
  toItem: toApp,
  preview: (app) => ({ kind: 'app', app }),
  // As findApp reads it in a language: its store links open that language's stores too.
  previewIn: appTranslatedInto,
  notFoundMessage: APP_NOT_FOUND_MESSAGE,
  revisionContent: appRevisionContentSchema,
  restore: restoreApp,
};

/** The admin's read of an app by id (no slug can stand in for it), its revisions and its preview links. */
export const appPublishing = publishingActions(publishableApps);

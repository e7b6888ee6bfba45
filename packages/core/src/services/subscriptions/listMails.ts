import type { EntityManager } from '@mikro-orm/postgresql';
import {
  appLaunchMail,
  DEFAULT_MAIL_LANGUAGE,
  mailListName,
  postMail,
  releaseMail,
  type LaunchedApp,
  type MailContent,
  type MailedPost,
  type MailedRelease,
  type MailLanguage,
} from '@studio/mail';
import { listName, type LocaleCode } from '@studio/schemas';
import { readLocales } from '../locales';
import { queueMailToSelection } from '../mail/queueMail';
import { translationOf, withTranslation } from '../translations/localizedRead';
import { storeLinksShownIn } from '../translations/localizedStoreLinks';
import { publicTranslationOf } from '../translations/publicTranslation';
import { releaseIn, translationsOf } from '../translations/releaseInLocale';
import { APP_TRANSLATIONS_TABLE } from '../translations/translationRows';
import { listLanguages } from './listLanguages';
import { listRecipients } from './listRecipients';
import { NEWS, type MailingList } from './mailingLists';
import { mailLanguageOf } from './subscriberLanguage';

/** The outbox's batches of the e-mails to a list, by what they announce (the admin's counts read them). */
export const LIST_MAIL_PURPOSES = {
  launch: (appId: number) => `launch:app:${appId}`,
  post: (postId: number) => `post:${postId}`,
  release: (releaseId: number) => `release:${releaseId}`,
} as const;

/** Rows to mail, chosen in SQL: a condition on the table's own columns (`?` for its params). */
export interface MailedRows {
  where: string;
  params?: readonly unknown[];
}

const launchList = (app: { id: number; slug: string; name: string }): MailingList => ({
  list: app.slug,
  listName: listName(app.name),
  appId: app.id,
  appName: app.name,
});

/**
 * The language one message of a mailing is written in: `translation` is the language whose texts of the item
 * it shows (null: the default's, its own), `language` the e-mail's texts and links.
 */
interface MailAudience {
  translation: LocaleCode | null;
  language: MailLanguage;
}

/** One picked row's e-mail: the list it goes to, the outbox batch it makes, and what it says in a language. */
interface ListMail {
  list: MailingList;
  purpose: string;
  contentIn: (audience: MailAudience) => Promise<MailContent>;
}

/**
 * Queues the e-mail of each row a statement picked to every confirmed subscriber of its list, in their
 * language: one message (and one statement) per language its subscribers are written to in, whatever the
 * list's size. Answers how many e-mails were queued.
 */
async function queueToLists<Row>(
  tx: EntityManager,
  siteOrigin: string,
  picked: readonly Row[],
  mailOf: (row: Row) => ListMail,
): Promise<number> {
  if (picked.length === 0) return 0;
  const site = await readLocales(tx);
  let queued = 0;
  for (const row of picked) {
    const { list, purpose, contentIn } = mailOf(row);
    for (const locale of await listLanguages(tx, list, site)) {
      const content = await contentIn({
        translation: locale === site.default ? null : locale,
        language: mailLanguageOf(site, locale),
      });
      const recipients = listRecipients(list, siteOrigin, { site, locale });
      queued += await queueMailToSelection(tx, content, recipients, purpose);
    }
  }
  return queued;
}

/** An app's name in a language: its translation's, else its own. */
async function appNameIn(
  tx: EntityManager,
  app: { id: number; name: string },
  locale: LocaleCode | null,
): Promise<string> {
  if (locale === null) return app.name;
  const translation = await translationOf(tx, APP_TRANSLATIONS_TABLE, app.id, locale);
  const name = translation?.fields.name;
  return typeof name === 'string' ? name : app.name;
}

type LaunchRow = LaunchedApp & {
  id: number;
  preOrderUrl: string | null;
  preRegistrationUrl: string | null;
};

/** A launched app as its e-mail shows it in a language: its translated texts, the language's store links. */
async function launchedAppIn(
  tx: EntityManager,
  app: LaunchRow,
  locale: LocaleCode | null,
): Promise<LaunchRow> {
  if (locale === null) return app;
  const translation = await translationOf(tx, APP_TRANSLATIONS_TABLE, app.id, locale);
  const shown = translation ? withTranslation(app, translation.fields) : app;
  return (await storeLinksShownIn(tx, locale))(shown);
}

/**
 * Queues the launch e-mail of the apps `rows` chooses to every confirmed subscriber of each one's launch list,
 * in the caller's transaction: one statement per app and language, whatever the list's size. An app is mailed
 * once: its launch_mail_queued_at is set in the statement that picks it, and an app that has one is never
 * picked again. Answers how many e-mails were queued.
 */
export async function queueLaunchMails(
  tx: EntityManager,
  siteOrigin: string,
  rows: MailedRows,
): Promise<number> {
  const apps = await tx.execute<LaunchRow[]>(
    `update apps set launch_mail_queued_at = now()
      where launch_mail_queued_at is null and (${rows.where})
      returning id, name, slug, icon, short_description as "shortDescription",
                launch_message as "launchMessage", app_store_link as "appStoreLink",
                play_store_link as "playStoreLink", pre_order_url as "preOrderUrl",
                pre_registration_url as "preRegistrationUrl"`,
    [...(rows.params ?? [])],
  );
  return queueToLists(tx, siteOrigin, apps, (app) => ({
    list: launchList(app),
    purpose: LIST_MAIL_PURPOSES.launch(app.id),
    contentIn: async ({ translation, language }) => {
      const shown = await launchedAppIn(tx, app, translation);
      const name = mailListName(language.locale, shown.name);
      return appLaunchMail(siteOrigin, shown, name, language);
    },
  }));
}

/**
 * Queues the posts `rows` chooses that ask for it (emailSubscribers) to the news list, in the caller's
 * transaction, once each: mail_queued_at is set in the statement that picks them. A language's subscribers
 * get the post in their language where its translation is public there, else the default language's e-mail.
 * Answers how many e-mails were queued.
 */
export async function queuePostMails(
  tx: EntityManager,
  siteOrigin: string,
  rows: MailedRows,
): Promise<number> {
  const posts = await tx.execute<(MailedPost & { id: number })[]>(
    `update blog_posts set mail_queued_at = now()
      where email_subscribers and mail_queued_at is null and (${rows.where})
      returning id, title, slug, excerpt, image`,
    [...(rows.params ?? [])],
  );
  return queueToLists(tx, siteOrigin, posts, (post) => ({
    list: NEWS,
    purpose: LIST_MAIL_PURPOSES.post(post.id),
    contentIn: async ({ translation, language }) => {
      const translated = translation && (await publicTranslationOf(tx, post.id, translation));
      if (!translated) return postMail(siteOrigin, post, NEWS.listName, DEFAULT_MAIL_LANGUAGE);
      const name = mailListName(language.locale, null);
      return postMail(siteOrigin, withTranslation(post, translated.fields), name, language);
    },
  }));
}

/**
 * Queues a release that asks for it (emailSubscribers) to its app's launch list, in the caller's transaction,
 * once: only while its app is out (public and no longer coming soon: before the launch its list waits for
 * the launch e-mail), and mail_queued_at is set in the statement that picks it. Each language's subscribers
 * get its notes and app name in their language where translated. Answers how many e-mails were queued.
 */
export async function queueReleaseMail(
  tx: EntityManager,
  siteOrigin: string,
  releaseId: number,
): Promise<number> {
  // At most one row: the release, unless it is not to be mailed (yet) or already was.
  const releases = await tx.execute<
    (MailedRelease & {
      id: number;
      appId: number;
      translations: Record<string, { notes: string }>;
    })[]
  >(
    `update releases r set mail_queued_at = now()
       from apps a
      where r.id = ? and a.id = r.app_id
        and r.email_subscribers and r.mail_queued_at is null
        and not a.coming_soon and (a.publish_at is null or a.publish_at <= now())
      returning r.id, r.version, r.notes, r.translations, a.id as "appId", a.name as "appName",
                a.slug as "appSlug"`,
    [releaseId],
  );
  return queueToLists(tx, siteOrigin, releases, ({ translations, ...release }) => ({
    list: launchList({ id: release.appId, slug: release.appSlug, name: release.appName }),
    purpose: LIST_MAIL_PURPOSES.release(release.id),
    contentIn: async ({ translation, language }) => {
      const appName = await appNameIn(
        tx,
        { id: release.appId, name: release.appName },
        translation,
      );
      const { notes } = releaseIn(
        { notes: release.notes, translations: translationsOf(translations) },
        translation,
      );
      const shown = { ...release, appName, notes };
      return releaseMail(siteOrigin, shown, mailListName(language.locale, appName), language);
    },
  }));
}

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  appLaunchMail,
  postMail,
  releaseMail,
  type LaunchedApp,
  type MailContent,
  type MailedPost,
  type MailedRelease,
} from '@studio/mail';
import { listName, NEWS_LIST } from '@studio/schemas';
import { queueMailToSelection } from '../mail/queueMail';
import { listRecipients } from './listRecipients';
import type { MailingList } from './mailingLists';

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

const NEWS: MailingList = { list: NEWS_LIST, listName: listName(null), appId: null };

const launchList = (app: { id: number; slug: string; name: string }): MailingList => ({
  list: app.slug,
  listName: listName(app.name),
  appId: app.id,
});

/** One picked row's e-mail: the list it goes to, what it says and the outbox batch it makes. */
interface ListMail {
  list: MailingList;
  content: MailContent;
  purpose: string;
}

/**
 * Queues the e-mail of each row a statement picked to every confirmed subscriber of its list: one statement
 * per row, whatever the list's size. Answers how many e-mails were queued.
 */
async function queueToLists<Row>(
  tx: EntityManager,
  siteOrigin: string,
  picked: readonly Row[],
  mailOf: (row: Row) => Promise<ListMail>,
): Promise<number> {
  let queued = 0;
  for (const row of picked) {
    const { list, content, purpose } = await mailOf(row);
    queued += await queueMailToSelection(tx, content, listRecipients(list, siteOrigin), purpose);
  }
  return queued;
}

/**
 * Queues the launch e-mail of the apps `rows` chooses to every confirmed subscriber of each one's launch list,
 * in the caller's transaction: one statement per app, whatever the list's size. An app is mailed once: its
 * launch_mail_queued_at is set in the statement that picks it, and an app that has one is never picked again.
 * Answers how many e-mails were queued.
 */
export async function queueLaunchMails(
  tx: EntityManager,
  siteOrigin: string,
  rows: MailedRows,
): Promise<number> {
  const apps = await tx.execute<(LaunchedApp & { id: number })[]>(
    `update apps set launch_mail_queued_at = now()
      where launch_mail_queued_at is null and (${rows.where})
      returning id, name, slug, icon, short_description as "shortDescription",
                launch_message as "launchMessage", app_store_link as "appStoreLink",
                play_store_link as "playStoreLink"`,
    [...(rows.params ?? [])],
  );
  return queueToLists(tx, siteOrigin, apps, async (app) => {
    const list = launchList(app);
    return {
      list,
      content: await appLaunchMail(siteOrigin, app, list.listName),
      purpose: LIST_MAIL_PURPOSES.launch(app.id),
    };
  });
}

/**
 * Queues the posts `rows` chooses that ask for it (emailSubscribers) to the news list, in the caller's
 * transaction, once each: mail_queued_at is set in the statement that picks them. Answers how many e-mails
 * were queued.
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
  return queueToLists(tx, siteOrigin, posts, async (post) => ({
    list: NEWS,
    content: await postMail(siteOrigin, post, NEWS.listName),
    purpose: LIST_MAIL_PURPOSES.post(post.id),
  }));
}

/**
 * Queues a release that asks for it (emailSubscribers) to its app's launch list, in the caller's transaction,
 * once: only while its app is out (public and no longer coming soon: before the launch its list waits for
 * the launch e-mail), and mail_queued_at is set in the statement that picks it. Answers how many e-mails were
 * queued.
 */
export async function queueReleaseMail(
  tx: EntityManager,
  siteOrigin: string,
  releaseId: number,
): Promise<number> {
  // At most one row: the release, unless it is not to be mailed (yet) or already was.
  const releases = await tx.execute<(MailedRelease & { id: number; appId: number })[]>(
    `update releases r set mail_queued_at = now()
       from apps a
      where r.id = ? and a.id = r.app_id
        and r.email_subscribers and r.mail_queued_at is null
        and not a.coming_soon and (a.publish_at is null or a.publish_at <= now())
      returning r.id, r.version, r.notes, a.id as "appId", a.name as "appName", a.slug as "appSlug"`,
    [releaseId],
  );
  return queueToLists(tx, siteOrigin, releases, async (release) => {
    const list = launchList({ id: release.appId, slug: release.appSlug, name: release.appName });
    return {
      list,
      content: await releaseMail(siteOrigin, release, list.listName),
      purpose: LIST_MAIL_PURPOSES.release(release.id),
    };
  });
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { appLaunchMail, postMail, releaseMail } from '@studio/mail';
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

interface LaunchedRow {
  id: number;
  name: string;
  slug: string;
  icon: string;
  shortDescription: string;
  launchMessage: string | null;
  appStoreLink: string | null;
  playStoreLink: string | null;
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
  const apps = await tx.execute<LaunchedRow[]>(
    `update apps set launch_mail_queued_at = now()
      where launch_mail_queued_at is null and (${rows.where})
      returning id, name, slug, icon, short_description as "shortDescription",
                launch_message as "launchMessage", app_store_link as "appStoreLink",
                play_store_link as "playStoreLink"`,
    [...(rows.params ?? [])],
  );
  let queued = 0;
  for (const app of apps) {
    const list = launchList(app);
    const content = await appLaunchMail(siteOrigin, app, list.listName);
    queued += await queueMailToSelection(
      tx,
      content,
      listRecipients(list, siteOrigin),
      LIST_MAIL_PURPOSES.launch(app.id),
    );
  }
  return queued;
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
  const posts = await tx.execute<
    { id: number; title: string; slug: string; excerpt: string; image: string }[]
  >(
    `update blog_posts set mail_queued_at = now()
      where email_subscribers and mail_queued_at is null and (${rows.where})
      returning id, title, slug, excerpt, image`,
    [...(rows.params ?? [])],
  );
  let queued = 0;
  for (const post of posts) {
    const content = await postMail(siteOrigin, post, NEWS.listName);
    queued += await queueMailToSelection(
      tx,
      content,
      listRecipients(NEWS, siteOrigin),
      LIST_MAIL_PURPOSES.post(post.id),
    );
  }
  return queued;
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
  const [release] = await tx.execute<
    {
      id: number;
      version: string;
      notes: string;
      appId: number;
      appName: string;
      appSlug: string;
    }[]
  >(
    `update releases r set mail_queued_at = now()
       from apps a
      where r.id = ? and a.id = r.app_id
        and r.email_subscribers and r.mail_queued_at is null
        and not a.coming_soon and (a.publish_at is null or a.publish_at <= now())
      returning r.id, r.version, r.notes, a.id as "appId", a.name as "appName", a.slug as "appSlug"`,
    [releaseId],
  );
  if (!release) return 0;
  const list = launchList({ id: release.appId, slug: release.appSlug, name: release.appName });
  const content = await releaseMail(siteOrigin, release, list.listName);
  return queueMailToSelection(
    tx,
    content,
    listRecipients(list, siteOrigin),
    LIST_MAIL_PURPOSES.release(release.id),
  );
}

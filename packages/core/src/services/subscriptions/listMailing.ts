import type { EntityManager } from '@mikro-orm/postgresql';
import {
  APP_NOT_FOUND_MESSAGE,
  BLOG_POST_NOT_FOUND_MESSAGE,
  listName,
  type ListMailing,
  type ListMailSent,
  type SubscriberListCounts,
} from '@studio/schemas';
import { notFound } from '../../errors';
import { LIST_MAIL_PURPOSES } from './listMails';
import { NEWS, onList, type MailingList } from './mailingLists';

/** How many addresses of one list wait, are confirmed and unsubscribed. */
async function listCounts(em: EntityManager, list: MailingList): Promise<SubscriberListCounts> {
  const { where, params } = onList(list);
  const [counts] = await em.execute<Omit<SubscriberListCounts, 'list' | 'listName'>[]>(
    `select count(*) filter (where s.state = 'waiting')::int as waiting,
            count(*) filter (where s.state = 'confirmed')::int as confirmed,
            count(*) filter (where s.state = 'unsubscribed')::int as unsubscribed
       from subscribers s where ${where}`,
    params,
  );
  return { list: list.list, listName: list.listName, ...counts! };
}

/** The outbox's rows of one batch by state, or null while it was never queued. */
async function mailSent(
  em: EntityManager,
  purpose: string,
  queuedAt: Date | string | null,
): Promise<ListMailSent | null> {
  if (!queuedAt) return null;
  const [counts] = await em.execute<Omit<ListMailSent, 'queuedAt'>[]>(
    `select count(*) filter (where state in ('queued', 'sending'))::int as waiting,
            count(*) filter (where state = 'sent')::int as sent,
            count(*) filter (where state = 'failed')::int as failed
       from outbox_messages where purpose = ?`,
    [purpose],
  );
  return { queuedAt: new Date(queuedAt).toISOString(), ...counts! };
}

/** An app's launch list, and how its launch e-mail went once the launch queued it (the app form's figures). */
export async function appMailing(em: EntityManager, appId: number): Promise<ListMailing> {
  const [app] = await em.execute<{ slug: string; name: string; queuedAt: string | null }[]>(
    `select slug, name, launch_mail_queued_at as "queuedAt" from apps where id = ?`,
    [appId],
  );
  if (!app) throw notFound(APP_NOT_FOUND_MESSAGE);
  const list = { list: app.slug, listName: listName(app.name), appId, appName: app.name };
  return {
    list: await listCounts(em, list),
    mail: await mailSent(em, LIST_MAIL_PURPOSES.launch(appId), app.queuedAt),
  };
}

/** The news list, and how a post's e-mail went once it was queued (the post form's figures). */
export async function postMailing(em: EntityManager, postId: number): Promise<ListMailing> {
  const [post] = await em.execute<{ queuedAt: string | null }[]>(
    `select mail_queued_at as "queuedAt" from blog_posts where id = ?`,
    [postId],
  );
  if (!post) throw notFound(BLOG_POST_NOT_FOUND_MESSAGE);
  return {
    list: await listCounts(em, NEWS),
    mail: await mailSent(em, LIST_MAIL_PURPOSES.post(postId), post.queuedAt),
  };
}

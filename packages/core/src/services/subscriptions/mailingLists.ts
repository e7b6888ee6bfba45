import type { EntityManager } from '@mikro-orm/postgresql';
import { listName, NEWS_LIST } from '@studio/schemas';

/** A mailing list: the studio's news (no app) or an app's launch list. */
export interface MailingList {
  /** `news` or the app's slug, as the API names the list. */
  list: string;
  listName: string;
  appId: number | null;
  /** The app's name, of which the e-mails name its launch list in their language; null for the news. */
  appName: string | null;
}

export const NEWS: MailingList = {
  list: NEWS_LIST,
  listName: listName(null),
  appId: null,
  appName: null,
};

/** A list as the API names it (`news` or an app's slug, published or not yet); null when no app has that slug. */
export async function findList(em: EntityManager, list: string): Promise<MailingList | null> {
  if (list === NEWS_LIST) return NEWS;
  const [app] = await em.execute<{ id: number; name: string }[]>(
    'select id, name from apps where slug = ?',
    [list],
  );
  return app ? { list, listName: listName(app.name), appId: app.id, appName: app.name } : null;
}

/** The SQL of a subscribers row's list name (`news` or its app's slug), with its app joined as `a`. */
export const LIST_COLUMN = `coalesce(a.slug, '${NEWS_LIST}')`;

/** The SQL that keeps a list's rows of `subscribers s`, and its parameters. */
export function onList({ appId }: MailingList): { where: string; params: unknown[] } {
  return appId === null
    ? { where: 's.app_id is null', params: [] }
    : { where: 's.app_id = ?', params: [appId] };
}

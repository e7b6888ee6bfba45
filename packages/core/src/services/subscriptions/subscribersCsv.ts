import type { EntityManager } from '@mikro-orm/postgresql';
import type { Subscriber } from '@studio/schemas';
import { csvText } from '../../csv/csvText';
import { onList } from './mailingLists';
import { knownList, SUBSCRIBER_COLUMNS } from './subscribersList';

const HEADER = ['id', 'email', 'list', 'state', 'created_at', 'confirmed_at'];

/** A list's addresses as a CSV file (oldest first, as a spreadsheet keeps adding), with the list's name. */
export async function subscribersCsv(
  em: EntityManager,
  listName: string,
): Promise<{ list: string; csv: string }> {
  const list = await knownList(em, listName);
  const { where, params } = onList(list);
  const rows = await em.execute<Subscriber[]>(
    `select ${SUBSCRIBER_COLUMNS}
       from subscribers s left join apps a on a.id = s.app_id
      where ${where}
      order by s.created_at, s.id`,
    params,
  );
  return {
    list: list.list,
    csv: csvText(
      HEADER,
      rows.map((row) => [row.id, row.email, row.list, row.state, row.createdAt, row.confirmedAt]),
    ),
  };
}

import type pg from 'pg';
import type { TableInfo } from './databaseSchema';

/**
 * Keeps the site's own subscribers through an import that does not bring the archive's: copied aside (with
 * their app's slug) before the tables are emptied, for restoreSiteSubscribers. Dropped at commit.
 */
export async function keepSiteSubscribers(client: pg.Client): Promise<void> {
  await client.query(
    `create temp table kept_subscribers on commit drop as
       select s.*, a.slug as kept_app_slug from subscribers s left join apps a on a.id = s.app_id`,
  );
}

/**
 * Puts the kept subscribers back: the news list's as they were, an app's on the imported app of the same
 * slug (its id may differ); those of an app the archive does not have go with it, as they would have had
 * the app been deleted.
 */
export async function restoreSiteSubscribers(client: pg.Client, table: TableInfo): Promise<void> {
  const names = table.columns.map(({ name }) => client.escapeIdentifier(name));
  const values = table.columns.map(({ name }) =>
    name === 'app_id' ? 'a.id' : `k.${client.escapeIdentifier(name)}`,
  );
  await client.query(
    `insert into subscribers (${names.join(', ')})
     select ${values.join(', ')}
       from kept_subscribers k left join apps a on a.slug = k.kept_app_slug
      where k.kept_app_slug is null or a.id is not null`,
  );
}

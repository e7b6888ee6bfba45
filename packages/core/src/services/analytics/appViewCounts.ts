import type { EntityManager } from '@mikro-orm/postgresql';

/** Views of each app's page since counting began, by app id (apps never seen are absent). */
export async function appViewCounts(em: EntityManager): Promise<Map<number, number>> {
  const rows = await em.execute<{ appId: number; views: number }[]>(
    `select app_id as "appId", sum(views)::int as views
       from analytics_page_views where app_id is not null group by app_id`,
  );
  return new Map(rows.map((row) => [row.appId, row.views]));
}

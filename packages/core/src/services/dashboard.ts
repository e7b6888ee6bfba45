import type { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardStats } from '@studio/schemas';

const STATS_SQL = `select
  (select count(*) from apps)::int as "totalApps",
  (select count(*) from blog_posts)::int as "blogPosts",
  (select count(distinct category) from apps)::int as "appCategories",
  (select count(*) from apps where featured)::int as "featuredApps",
  (select count(distinct email) from subscribers where state = 'confirmed')::int as "subscribers"`;

/** The dashboard counts in one round trip. */
export async function dashboardStats(em: EntityManager): Promise<DashboardStats> {
  const [stats] = await em.execute<DashboardStats[]>(STATS_SQL);
  if (!stats) throw new Error('The dashboard counts query returned no row');
  return stats;
}

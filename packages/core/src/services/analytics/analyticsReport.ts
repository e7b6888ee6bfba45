import type { EntityManager } from '@mikro-orm/postgresql';
import type { Analytics } from '@studio/schemas';
import { readLocales } from '../locales';
import { utcDay } from './utcDay';
import { viewsPerLanguage } from './viewsPerLanguage';

type Daily = Analytics['daily'][number];

// Finished days read their visitor count from analytics_daily_visitors, today (and a straggler not yet
// moved) counts its hashes: both are added up per day.
const DAILY_SQL = `with days as (
    select generate_series(?::date, ?::date, interval '1 day')::date as day
  ),
  views as (
    select day, sum(views)::int as views from analytics_page_views where day >= ?::date group by day
  ),
  clicks as (
    select day, sum(clicks)::int as clicks from analytics_store_clicks where day >= ?::date group by day
  ),
  visitors as (
    select day, sum(visitors)::int as visitors from (
      select day, visitors from analytics_daily_visitors where day >= ?::date
      union all
      select day, count(*)::int from analytics_visitors where day >= ?::date group by day
    ) as counted group by day
  )
  select to_char(days.day, 'YYYY-MM-DD') as date,
    coalesce(views.views, 0) as views,
    coalesce(visitors.visitors, 0) as visitors,
    coalesce(clicks.clicks, 0) as "storeClicks"
  from days
  left join views on views.day = days.day
  left join clicks on clicks.day = days.day
  left join visitors on visitors.day = days.day
  order by days.day`;

const APPS_SQL = `select a.id, a.name, a.slug,
    coalesce(v.views, 0)::int as views, coalesce(c.clicks, 0)::int as "storeClicks"
  from apps a
  left join (
    select app_id, sum(views) as views from analytics_page_views
    where day >= ?::date and app_id is not null group by app_id
  ) v on v.app_id = a.id
  left join (
    select app_id, sum(clicks) as clicks from analytics_store_clicks
    where day >= ?::date group by app_id
  ) c on c.app_id = a.id
  order by views desc, "storeClicks" desc, a.name`;

const POSTS_SQL = `select b.id, b.title, b.slug, coalesce(v.views, 0)::int as views
  from blog_posts b
  left join (
    select post_id, sum(views) as views from analytics_page_views
    where day >= ?::date and post_id is not null group by post_id
  ) v on v.post_id = b.id
  where b.published
  order by views desc, b.title`;

// A page's language is its path's first segment when that is a language's tag (see pagePath).
const FIRST_SEGMENTS_SQL = `select split_part(path, '/', 2) as segment, sum(views)::int as views
  from analytics_page_views where day >= ?::date group by 1`;

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return utcDay(date);
}

/** The admin's analytics for the last `days` UTC days, today included. */
export async function analyticsReport(
  em: EntityManager,
  days: number,
  today: string = utcDay(),
): Promise<Analytics> {
  const from = daysBefore(today, days - 1);
  // The reads on their own connections at once: the answer waits for the slowest, not for all in turn.
  const [daily, apps, posts, segments, locales] = await Promise.all([
    em.execute<Daily[]>(DAILY_SQL, [from, today, from, from, from, from]),
    em.execute<Analytics['apps']>(APPS_SQL, [from, from]),
    em.execute<Analytics['posts']>(POSTS_SQL, [from]),
    em.execute<{ segment: string; views: number }[]>(FIRST_SEGMENTS_SQL, [from]),
    readLocales(em),
  ]);
  const totals = { views: 0, visitors: 0, storeClicks: 0 };
  for (const day of daily) {
    totals.views += day.views;
    totals.visitors += day.visitors;
    totals.storeClicks += day.storeClicks;
  }
  return { totals, daily, apps, posts, languages: viewsPerLanguage(segments, locales) };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayEvents } from './dayEvents';
import { readLocales } from '../locales';
import { pageLanguage, type PublicPage } from './pagePath';
import { visitorHash } from './visitorSalts';

// Pages of apps, posts and categories count only while these exist, so made-up paths add no rows. Rows go in
// key order, so that instances adding to the same rows at once wait for each other instead of deadlocking.
const ADD_VIEWS_SQL = `insert into analytics_page_views (day, path, app_id, post_id, views)
  select ?::date, t.path,
    case when t.kind = 'app' then a.id end,
    case when t.kind = 'post' then b.id end,
    t.views
  from jsonb_to_recordset(?::jsonb) as t(path text, kind text, subject text, views int)
  left join apps a on t.kind in ('app', 'appPage') and a.slug = t.subject
  left join blog_posts b on t.kind = 'post' and b.slug = t.subject and b.published
  where t.kind = 'page'
    or a.id is not null
    or b.id is not null
    or (t.kind = 'category' and exists (select 1 from apps c where c.category = t.subject))
  order by t.path
  on conflict (day, path) do update set
    views = analytics_page_views.views + excluded.views,
    app_id = excluded.app_id,
    post_id = excluded.post_id`;

const ADD_STORE_CLICKS_SQL = `insert into analytics_store_clicks (day, app_id, store, clicks)
  select ?::date, a.id, t.store, t.clicks
  from jsonb_to_recordset(?::jsonb) as t(slug text, store text, clicks int)
  join apps a on a.slug = t.slug
  order by a.id, t.store
  on conflict (day, app_id, store) do update set
    clicks = analytics_store_clicks.clicks + excluded.clicks`;

const ADD_VISITORS_SQL = `insert into analytics_visitors (day, hash)
  select ?::date, decode(hash, 'hex') from jsonb_array_elements_text(?::jsonb) as hash
  order by 2
  on conflict do nothing`;

/** The slug or category a page shows, which must exist for its views to count. */
function subjectOf(page: PublicPage): string | null {
  if (page.kind === 'category') return page.category;
  return page.kind === 'page' ? null : page.slug;
}

/**
 * Adds one day's counts to its daily totals in one transaction. Visitors are stored as hashes with the day's
 * salt; without a salt (the day has ended) they are left out.
 */
export async function saveDayEvents(
  em: EntityManager,
  events: DayEvents,
  salt: Buffer | null,
): Promise<void> {
  // A language's pages count while the site has it, as apps and posts count while they exist.
  const { default: fallback, locales } = await readLocales(em);
  const prefixed: readonly string[] = locales.filter((locale) => locale !== fallback);
  const counted = [...events.views.values()].filter(({ page }) => {
    const language = pageLanguage(page);
    return language === null || prefixed.includes(language);
  });
  const views = counted.map(({ page, count }) => ({
    path: page.path,
    kind: page.kind,
    subject: subjectOf(page),
    views: count,
  }));
  const clicks = [...events.storeClicks.values()].map(({ appSlug, store, count }) => ({
    slug: appSlug,
    store,
    clicks: count,
  }));
  const hashes = salt
    ? [
        ...new Set(
          [...events.visitors].map((visitor) => visitorHash(salt, visitor).toString('hex')),
        ),
      ]
    : [];
  await em.transactional(async (tx) => {
    if (views.length) await tx.execute(ADD_VIEWS_SQL, [events.day, JSON.stringify(views)], 'run');
    if (clicks.length) {
      await tx.execute(ADD_STORE_CLICKS_SQL, [events.day, JSON.stringify(clicks)], 'run');
    }
    if (hashes.length) {
      await tx.execute(ADD_VISITORS_SQL, [events.day, JSON.stringify(hashes)], 'run');
    }
  });
}

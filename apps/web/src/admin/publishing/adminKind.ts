/**
 * The admin area's name of each publishable kind: its router under `admin` (trpc.admin.apps, trpc.admin.blog)
 * and its screens' paths (/admin/apps, /admin/blog).
 */
export type AdminKind = 'apps' | 'blog';

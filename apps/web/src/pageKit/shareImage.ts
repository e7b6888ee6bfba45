import { PUBLIC_PATHS } from '@studio/schemas';
import { absoluteUrl } from '../head/absoluteUrl';
import { siteQuery, useSiteQuery } from './siteQuery';

/** The share image the admin chose in Site Settings (null for the site's default): every page shows it. */
export const shareImageQuery = siteQuery((utils) => utils.site.shareImage.queryOptions());

/**
 * The absolute address of the picture link previews show for pages without one of their own: the admin's
 * choice, else the default that ships with the site (also while it loads or when it cannot be read).
 */
export function useShareImage(origin: string): string {
  const chosen = useSiteQuery(shareImageQuery).data?.image;
  return absoluteUrl(origin, chosen) ?? absoluteUrl(origin, PUBLIC_PATHS.defaultShareImage)!;
}

import { absoluteUrl, PUBLIC_PATHS } from '@studio/schemas';
import { siteQuery } from '../pageKit/siteQuery';

/** The share image the admin chose in Site Settings (null for the site's default). */
export const shareImageQuery = siteQuery((utils) => utils.site.shareImage.queryOptions());

/**
 * The absolute address of the picture link previews show for pages without one of their own: the admin's
 * choice, else the default that ships with the site (also when the choice cannot be read).
 */
export function shareImageUrl(origin: string, chosen: string | null): string {
  return absoluteUrl(origin, chosen) ?? absoluteUrl(origin, PUBLIC_PATHS.defaultShareImage)!;
}

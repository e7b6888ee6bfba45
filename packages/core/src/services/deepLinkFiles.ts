import type { EntityManager } from '@mikro-orm/postgresql';
import { appPath, type DeepLinks } from '@studio/schemas';

interface LinkedApp {
  slug: string;
  deepLinks: DeepLinks;
}

/** The pages of an app that its mobile app may open: its page and everything under it. */
function appPaths(slug: string): { '/': string }[] {
  return [{ '/': appPath(slug) }, { '/': `${appPath(slug)}/*` }];
}

/** The public apps with deep links: a scheduled app stays unnamed until its time. */
function appsWithDeepLinks(em: EntityManager): Promise<LinkedApp[]> {
  return em.execute<LinkedApp[]>(
    `select slug, deep_links as "deepLinks" from apps
      where deep_links is not null and (publish_at is null or publish_at <= now())
      order by slug`,
  );
}

/**
 * /.well-known/apple-app-site-association: every app with an Apple Team ID and a bundle ID may open its
 * pages as universal links (iOS 13+ "components").
 */
export async function appleAppSiteAssociation(em: EntityManager) {
  const details = (await appsWithDeepLinks(em)).flatMap(({ slug, deepLinks }) =>
    deepLinks.appleTeamId && deepLinks.iosBundleId
      ? [
          {
            appIDs: [`${deepLinks.appleTeamId}.${deepLinks.iosBundleId}`],
            components: appPaths(slug),
          },
        ]
      : [],
  );
  return { applinks: { details } };
}

/**
 * /.well-known/assetlinks.json: every app with a package and a signing fingerprint may open the site's links
 * as Android App Links; Android 15+ keeps them to the app's own pages (dynamic_app_link_components).
 */
export async function assetLinks(em: EntityManager) {
  return (await appsWithDeepLinks(em)).flatMap(({ slug, deepLinks }) =>
    deepLinks.androidPackage && deepLinks.androidSha256Fingerprints.length
      ? [
          {
            relation: ['delegate_permission/common.handle_all_urls'],
            target: {
              namespace: 'android_app',
              package_name: deepLinks.androidPackage,
              sha256_cert_fingerprints: deepLinks.androidSha256Fingerprints,
            },
            relation_extensions: {
              'delegate_permission/common.handle_all_urls': {
                dynamic_app_link_components: appPaths(slug),
              },
            },
          },
        ]
      : [],
  );
}

import { appPath, priceOffer, type App, type Release } from '@studio/schemas';
import type { StructuredData } from '../../head/pageHead';
import { studioReference } from '../../head/structuredData';

/** schema.org's application categories for the studio's own. */
const APPLICATION_CATEGORIES: Record<string, string> = {
  Game: 'GameApplication',
  Productivity: 'BusinessApplication',
  Education: 'EducationalApplication',
  Utility: 'UtilitiesApplication',
};

/**
 * The systems an app is for: its press kit's platforms, else by the stores it is in (the studio's apps are
 * for iPhone and iPad first).
 */
function operatingSystems(app: Pick<App, 'appStoreLink' | 'playStoreLink' | 'platforms'>): string {
  if (app.platforms.length > 0) return app.platforms.join(', ');
  const systems = [app.appStoreLink && 'iOS', app.playStoreLink && 'Android'].filter(Boolean);
  return systems.length > 0 ? systems.join(', ') : 'iOS';
}

/** Where the app is installed from: the App Store first, then Google Play. */
function storeLinks(app: Pick<App, 'appStoreLink' | 'playStoreLink'>) {
  const links = [app.appStoreLink, app.playStoreLink].filter((link) => link !== null);
  if (links.length === 0) return {};
  return { installUrl: links[0], downloadUrl: links.length === 1 ? links[0] : links };
}

/** The offer its price states (Google's software-app results want one); none for a price in words only. */
function offers(price: string | null) {
  const offer = priceOffer(price);
  return offer ? { offers: { '@type': 'Offer', ...offer } } : {};
}

/** Its latest version and what is new in it. */
function latestVersion(release: Release | null) {
  return release ? { softwareVersion: release.version, releaseNotes: release.notes } : {};
}

/**
 * What only an app that is out can claim: where it is installed from, its price, its latest version and the
 * day it came out. A coming-soon app claims none of them: it cannot be downloaded yet.
 */
function releasedFacts(
  app: Pick<App, 'comingSoon' | 'appStoreLink' | 'playStoreLink' | 'price' | 'releaseDate'>,
  latestRelease: Release | null,
) {
  if (app.comingSoon) return {};
  return {
    ...storeLinks(app),
    ...offers(app.price),
    ...latestVersion(latestRelease),
    ...(app.releaseDate ? { datePublished: app.releaseDate } : {}),
  };
}

/**
 * The app as schema.org's MobileApplication, for the app's page, with its latest release when it has one;
 * a coming-soon app without what only a released one can claim.
 */
export function mobileApplication(
  origin: string,
  app: Pick<
    App,
    | 'name'
    | 'slug'
    | 'shortDescription'
    | 'category'
    | 'appStoreLink'
    | 'playStoreLink'
    | 'updatedAt'
    | 'platforms'
    | 'price'
    | 'releaseDate'
    | 'comingSoon'
  >,
  image: string | null,
  latestRelease: Release | null,
): StructuredData {
  return {
    '@type': 'MobileApplication',
    name: app.name,
    description: app.shortDescription,
    operatingSystem: operatingSystems(app),
    applicationCategory: APPLICATION_CATEGORIES[app.category] ?? app.category,
    ...(image ? { image } : {}),
    url: `${origin}${appPath(app.slug)}`,
    ...releasedFacts(app, latestRelease),
    dateModified: app.updatedAt,
    author: studioReference(origin),
    publisher: studioReference(origin),
  };
}

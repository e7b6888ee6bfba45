import { appPath, type App } from '@studio/schemas';
import type { StructuredData } from '../../head/pageHead';
import { studioReference } from '../../head/structuredData';

/** schema.org's application categories for the studio's own. */
const APPLICATION_CATEGORIES: Record<string, string> = {
  Game: 'GameApplication',
  Productivity: 'BusinessApplication',
  Education: 'EducationalApplication',
  Utility: 'UtilitiesApplication',
};

/** The systems an app is for, by the stores it is in (the studio's apps are for iPhone and iPad first). */
function operatingSystems(app: Pick<App, 'appStoreLink' | 'playStoreLink'>): string {
  const systems = [app.appStoreLink && 'iOS', app.playStoreLink && 'Android'].filter(Boolean);
  return systems.length > 0 ? systems.join(', ') : 'iOS';
}

/** Where the app is installed from: the App Store first, then Google Play. */
function storeLinks(app: Pick<App, 'appStoreLink' | 'playStoreLink'>) {
  const links = [app.appStoreLink, app.playStoreLink].filter((link) => link !== null);
  if (links.length === 0) return {};
  return { installUrl: links[0], downloadUrl: links.length === 1 ? links[0] : links };
}

/** The app as schema.org's MobileApplication, for the app's page. */
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
  >,
  image: string | null,
): StructuredData {
  return {
    '@type': 'MobileApplication',
    name: app.name,
    description: app.shortDescription,
    operatingSystem: operatingSystems(app),
    applicationCategory: APPLICATION_CATEGORIES[app.category] ?? app.category,
    ...(image ? { image } : {}),
    url: `${origin}${appPath(app.slug)}`,
    ...storeLinks(app),
    // Google's software-app results need an offer with a price. Apps have no price field yet (another
    // issue adds one): until then every app is offered free, in US dollars.
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    dateModified: app.updatedAt,
    author: studioReference(origin),
    publisher: studioReference(origin),
  };
}

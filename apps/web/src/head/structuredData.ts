import type { App, BlogPost } from '@studio/schemas';
import { STUDIO_NAME, SUPPORT_EMAIL, X_PROFILE_URL } from '../studio';
import { absoluteUrl } from './absoluteUrl';
import type { StructuredData } from './pageHead';

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

const organizationId = (origin: string) => `${origin}/#organization`;

/** The studio: named once in full on the home page, referred to by its @id elsewhere. */
export function organization(origin: string): StructuredData {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: STUDIO_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: SUPPORT_EMAIL,
    sameAs: [X_PROFILE_URL],
  };
}

export function webSite(origin: string, description: string): StructuredData {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: STUDIO_NAME,
    url: `${origin}/`,
    description,
    inLanguage: 'en',
    publisher: { '@id': organizationId(origin) },
  };
}

/** The studio as author or publisher of a page that does not carry the full Organization node. */
function studio(origin: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: STUDIO_NAME,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
  };
}

/** Where the app is installed from: the App Store first, then Google Play. */
function storeLinks(app: Pick<App, 'appStoreLink' | 'playStoreLink'>) {
  const links = [app.appStoreLink, app.playStoreLink].filter((link) => link !== null);
  if (links.length === 0) return {};
  return { installUrl: links[0], downloadUrl: links.length === 1 ? links[0] : links };
}

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
    url: `${origin}/apps/${app.slug}`,
    ...storeLinks(app),
    dateModified: app.updatedAt,
    author: studio(origin),
    publisher: studio(origin),
  };
}

export function blogPosting(
  origin: string,
  post: Pick<
    BlogPost,
    'title' | 'slug' | 'excerpt' | 'image' | 'category' | 'createdAt' | 'updatedAt'
  >,
): StructuredData {
  const url = `${origin}/blog/${post.slug}`;
  const image = absoluteUrl(origin, post.image);
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(image ? { image } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    url,
    mainEntityOfPage: url,
    author: studio(origin),
    publisher: studio(origin),
  };
}

/** The trail from the home page down to this page; the last crumb is the page itself. */
export function breadcrumbs(
  origin: string,
  crumbs: readonly { name: string; path: string }[],
): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

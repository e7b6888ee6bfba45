import { PUBLIC_PATHS } from '@studio/schemas';
import { STUDIO_NAME, SUPPORT_EMAIL, X_PROFILE_URL } from '../studio';
import type { Crumb } from './crumbs';
import type { StructuredData } from './pageHead';

const organizationId = (origin: string) => `${origin}/#organization`;

/** The studio: named once in full on the home page, referred to by its @id elsewhere. */
export function organization(origin: string): StructuredData {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: STUDIO_NAME,
    url: `${origin}${PUBLIC_PATHS.home}`,
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
    url: `${origin}${PUBLIC_PATHS.home}`,
    description,
    publisher: { '@id': organizationId(origin) },
  };
}

/** The studio as author or publisher of a page that does not carry the full Organization node. */
export function studioReference(origin: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: STUDIO_NAME,
    url: `${origin}${PUBLIC_PATHS.home}`,
    logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
  };
}

/** The trail from the home page down to this page; the last crumb is the page itself. */
export function breadcrumbs(origin: string, crumbs: readonly Crumb[]): StructuredData {
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

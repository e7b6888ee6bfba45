import {
  APP_DOCUMENTS,
  appDocumentPath,
  appPath,
  postPath,
  type AppDocumentKind,
  type PublishableKind,
} from '@studio/schemas';

/** An address that names an item by slug: which kind, which slug, and the same address for another slug. */
export interface SlugAddress {
  kind: PublishableKind;
  slug: string;
  at(slug: string): string;
}

const SLUG = '([a-z0-9-]+)';
const documentSegments = Object.values(APP_DOCUMENTS)
  .map((document) => document.pathSegment)
  .join('|');
const documentKinds = new Map<string, AppDocumentKind>(
  Object.entries(APP_DOCUMENTS).map(([kind, { pathSegment }]) => [
    pathSegment,
    kind as AppDocumentKind,
  ]),
);

/** Each address that follows an item's slug: its pattern and the address it has under another slug. */
const SLUG_ADDRESSES: {
  kind: PublishableKind;
  pattern: RegExp;
  at(slug: string, segment?: string): string;
}[] = [
  { kind: 'blogPost', pattern: new RegExp(`^${postPath(SLUG)}$`), at: postPath },
  {
    kind: 'blogPost',
    pattern: new RegExp(`^/api${postPath(SLUG)}$`),
    at: (s) => `/api${postPath(s)}`,
  },
  { kind: 'app', pattern: new RegExp(`^${appPath(SLUG)}$`), at: appPath },
  { kind: 'app', pattern: new RegExp(`^/api${appPath(SLUG)}$`), at: (s) => `/api${appPath(s)}` },
  {
    kind: 'app',
    pattern: new RegExp(`^${appPath(SLUG)}/(${documentSegments})$`),
    at: (s, segment) => appDocumentPath(s, documentKinds.get(segment!)!),
  },
  {
    kind: 'app',
    pattern: new RegExp(`^/api${appPath(SLUG)}/(${documentSegments})$`),
    at: (s, segment) => `/api${appDocumentPath(s, documentKinds.get(segment!)!)}`,
  },
];

/** The item a request target names by slug (its query string kept on the new address), or null. */
export function slugAddress(url: string): SlugAddress | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  for (const { kind, pattern, at } of SLUG_ADDRESSES) {
    const match = pattern.exec(path);
    if (match) return { kind, slug: match[1]!, at: (slug) => at(slug, match[2]) + query };
  }
  return null;
}

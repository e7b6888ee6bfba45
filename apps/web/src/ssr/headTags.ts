import type { HeadLink, HeadMeta, PageHead } from '../head/pageHead';
import { STUDIO_NAME, X_HANDLE } from '../studio';
import { escapeHtml } from './escapeHtml';
import { scriptJson } from './scriptJson';

function metaTag(meta: HeadMeta): string {
  const [key, value] = 'name' in meta ? ['name', meta.name] : ['property', meta.property];
  return `<meta ${key}="${escapeHtml(value)}" content="${escapeHtml(meta.content)}">`;
}

function linkTag(link: HeadLink, origin: string): string {
  const href = link.href.startsWith('/') ? `${origin}${link.href}` : link.href;
  const attributes = [
    `rel="${escapeHtml(link.rel)}"`,
    link.type ? `type="${escapeHtml(link.type)}"` : '',
    link.title ? `title="${escapeHtml(link.title)}"` : '',
    link.hrefLang ? `hreflang="${escapeHtml(link.hrefLang)}"` : '',
    `href="${escapeHtml(href)}"`,
  ];
  return `<link ${attributes.filter(Boolean).join(' ')}>`;
}

/**
 * The page's Open Graph and X card tags: what link previews show. Open Graph's locale is en_US unless said,
 * and X reads the Open Graph title, description and image when its own are absent: neither is written twice.
 */
function previewTags(head: PageHead): HeadMeta[] {
  const tags: HeadMeta[] = [
    { property: 'og:site_name', content: STUDIO_NAME },
    { property: 'og:type', content: head.type },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
  ];
  if (head.canonical) tags.push({ property: 'og:url', content: head.canonical });
  if (head.image) {
    tags.push({ property: 'og:image', content: head.image });
    if (head.imageAlt) tags.push({ property: 'og:image:alt', content: head.imageAlt });
  }
  tags.push(
    { name: 'twitter:card', content: head.twitterCard },
    { name: 'twitter:site', content: X_HANDLE },
  );
  if (head.image && head.imageAlt) tags.push({ name: 'twitter:image:alt', content: head.imageAlt });
  return tags;
}

/** The HTML of a page's head tags; `origin` resolves root-relative link addresses. */
export function headTags(head: PageHead, origin: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag({ name: 'description', content: head.description }),
  ];
  if (head.noindex) tags.push(metaTag({ name: 'robots', content: 'noindex' }));
  if (head.canonical) tags.push(linkTag({ rel: 'canonical', href: head.canonical }, origin));
  tags.push(...previewTags(head).map(metaTag));
  tags.push(...head.meta.map(metaTag));
  tags.push(...head.links.map((link) => linkTag(link, origin)));
  if (head.structuredData.length > 0) {
    const graph = { '@context': 'https://schema.org', '@graph': head.structuredData };
    tags.push(`<script type="application/ld+json">${scriptJson(graph)}</script>`);
  }
  return tags.join('\n    ');
}

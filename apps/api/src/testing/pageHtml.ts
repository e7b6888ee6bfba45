/** Reading a rendered page the way crawlers and link previews do. */

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of <meta name|property="key">, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match ? unescape(match[1]!) : undefined;
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? unescape(match[1]!) : undefined;
}

export function linkHref(html: string, rel: string): string | undefined {
  const match = new RegExp(`<link rel="${rel}"[^>]* href="([^"]*)">`).exec(html);
  return match ? unescape(match[1]!) : undefined;
}

/** The page's JSON-LD nodes, by @type. */
export function structuredData(html: string): Record<string, Record<string, unknown>> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match) return {};
  const graph = (JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] })['@graph'];
  return Object.fromEntries(graph.map((node) => [node['@type'] as string, node]));
}

/** The text a visitor reads in the page body (tags dropped). */
export function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body>'), html.indexOf('<script type="application/json"'));
  return unescape(body.replace(/<[^>]+>/g, ' ').replace(/<!-- -->/g, '')).replace(/\s+/g, ' ');
}

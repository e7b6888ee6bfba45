import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_FOLDER = join(__dirname, 'sitemapSchema');

const schemaFile = async (fileName: string) => ({
  fileName,
  contents: await readFile(join(SCHEMA_FOLDER, fileName), 'utf8'),
});

/**
 * What libxml2's xmllint says is wrong with a sitemap, checked against the sitemap protocol and Google's
 * language versions (`sitemapSchema/`): an empty list for a valid one.
 */
export async function sitemapErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: await schemaFile('sitemap.xsd'),
    preload: await schemaFile('xhtml-link.xsd'),
  });
  return result.errors.map((error) => error.rawMessage);
}

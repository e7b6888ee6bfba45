import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openApiDocument';

/** Where the repository keeps the document, so that a change to the API shows in its diff. */
export const PUBLISHED_DOCUMENT_PATH = fileURLToPath(
  new URL('../../../../docs/openapi.json', import.meta.url),
);

/** The document as the repository keeps it: indented, one property a line, with a final newline. */
export function publishedDocumentText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

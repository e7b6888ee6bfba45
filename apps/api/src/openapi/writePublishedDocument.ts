// `pnpm --filter @studio/api openapi`: writes docs/openapi.json after a change to the API.
import { writeFile } from 'node:fs/promises';
import { PUBLISHED_DOCUMENT_PATH, publishedDocumentText } from './publishedDocument';

await writeFile(PUBLISHED_DOCUMENT_PATH, publishedDocumentText());
console.log(`Wrote ${PUBLISHED_DOCUMENT_PATH}`);

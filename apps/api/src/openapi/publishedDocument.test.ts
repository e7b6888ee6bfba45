import { readFile } from 'node:fs/promises';
import { PUBLISHED_DOCUMENT_PATH, publishedDocumentText } from './publishedDocument';

describe('the published OpenAPI document (docs/openapi.json)', () => {
  it('is the one the API serves, to the byte: run `pnpm --filter @studio/api openapi` after changing the API', async () => {
    expect(publishedDocumentText()).toBe(await readFile(PUBLISHED_DOCUMENT_PATH, 'utf8'));
  });
});

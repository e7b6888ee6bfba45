import type { Preview } from '@studio/schemas';
import type { PageHead } from '../../head/pageHead';
import type { Messages } from '../../messages/messages';
import type { CatalogMessages } from '../../messages/textCatalog';
import type { APP_CATALOG } from '../app-detail/appCatalog';
import { appHead } from '../app-detail/appHead';
import { postHead } from '../blog/blogHeads';

/** The head the item's public page will have, kept out of search engines while it is a preview. */
export function previewHead(
  origin: string,
  preview: Preview,
  appTexts: CatalogMessages<typeof APP_CATALOG>,
  site: Messages,
): PageHead {
  const head =
    preview.kind === 'blogPost'
      ? postHead(origin, preview.post, null, site)
      : appHead(origin, preview.app, null, null, appTexts, site);
  return { ...head, noindex: true };
}

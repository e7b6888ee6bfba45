import type { Preview } from '@studio/schemas';
import type { PageHead } from '../../head/pageHead';
import { appHead } from '../app-detail/appHead';
import { postHead } from '../blog/blogHeads';

/** The head the item's public page will have, kept out of search engines while it is a preview. */
export function previewHead(origin: string, preview: Preview): PageHead {
  const head =
    preview.kind === 'blogPost'
      ? postHead(origin, preview.post, null)
      : appHead(origin, preview.app, null);
  return { ...head, noindex: true };
}

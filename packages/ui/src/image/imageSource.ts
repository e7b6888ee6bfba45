import { isMediaReference } from '@studio/schemas';

/** Served by the API when an entity has no image. */
export const PLACEHOLDER_IMAGE_URL = '/api/placeholder-image';

/** The URL to load: uploaded files, /uploads paths, web and data: URLs as given; anything else falls back. */
export function imageSource(src: string | null | undefined): string {
  const url = src?.trim();
  return url && isMediaReference(url) ? url : PLACEHOLDER_IMAGE_URL;
}

import type { Images } from './imagesSchema';

// Apart from the schemas: every page's images call it, and it must not bring zod into their first load.
/** The width a srcset of this image builds on: its own, when the server resizes it (see imagesSchema). */
export function resizableWidth(images: Images, url: string): number | null {
  const image = images[url];
  return image?.resizable ? image.width : null;
}

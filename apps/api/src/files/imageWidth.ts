import { IMAGE_WIDTHS, type ImageWidth } from '@studio/schemas';

/** The ?w= of a file request, when it spells one of the fixed widths; null for anything else. */
export function parseImageWidth(value: unknown): ImageWidth | null {
  return IMAGE_WIDTHS.find((width) => String(width) === value) ?? null;
}

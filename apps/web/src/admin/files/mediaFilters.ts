import { uploadKindOf, type LibraryFile } from '@studio/schemas';

export const MEDIA_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'images', label: 'Images' },
  { value: 'videos', label: 'Videos' },
  { value: 'unused', label: 'Unused' },
] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number]['value'];

const MATCHES: Record<MediaFilter, (file: LibraryFile) => boolean> = {
  all: () => true,
  images: (file) => uploadKindOf(file.mimetype) === 'image',
  videos: (file) => uploadKindOf(file.mimetype) === 'video',
  unused: (file) => file.usedBy.length === 0,
};

export function filterFiles(files: readonly LibraryFile[], filter: MediaFilter): LibraryFile[] {
  return files.filter(MATCHES[filter]);
}

export interface StorageTotals {
  /** Everything the database holds for media: uploads and their resized copies. */
  total: number;
  uploads: number;
  copies: number;
  unusedFiles: number;
  /** What deleting the unused files (or letting the sweep do it) gives back. */
  unusedBytes: number;
}

export function storageTotals(files: readonly LibraryFile[]): StorageTotals {
  const totals = { total: 0, uploads: 0, copies: 0, unusedFiles: 0, unusedBytes: 0 };
  for (const file of files) {
    totals.uploads += file.size;
    totals.copies += file.variantsSize;
    if (file.usedBy.length === 0) {
      totals.unusedFiles++;
      totals.unusedBytes += file.size + file.variantsSize;
    }
  }
  return { ...totals, total: totals.uploads + totals.copies };
}

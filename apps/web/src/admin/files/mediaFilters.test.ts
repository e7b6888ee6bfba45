import type { LibraryFile } from '@studio/schemas';
import { formatBytes } from './formatBytes';
import { filterFiles, storageTotals } from './mediaFilters';

const file = (id: string, mimetype: string, used: boolean): LibraryFile => ({
  id,
  url: `/api/files/${id}/f`,
  filename: id,
  mimetype,
  size: 1000,
  variantsSize: mimetype.startsWith('image/') ? 200 : 0,
  width: null,
  height: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  usedBy: used ? [{ type: 'app', id: '1', name: 'App', field: 'icon' }] : [],
});

const FILES = [
  file('icon', 'image/png', true),
  file('logo', 'image/svg+xml', false),
  file('clip', 'video/mp4', false),
];

describe('the media library filters', () => {
  it.each([
    ['all', ['icon', 'logo', 'clip']],
    ['images', ['icon', 'logo']],
    ['videos', ['clip']],
    ['unused', ['logo', 'clip']],
  ] as const)('%s shows %p', (filter, ids) => {
    expect(filterFiles(FILES, filter).map((shown) => shown.id)).toEqual(ids);
  });

  it('adds up uploads, resized copies and what unused files take', () => {
    expect(storageTotals(FILES)).toEqual({
      total: 3400,
      uploads: 3000,
      copies: 400,
      unusedFiles: 2,
      unusedBytes: 2200,
    });
  });
});

describe('formatBytes', () => {
  it.each([
    [812, '812 bytes'],
    [58 * 1024, '58 KB'],
    [12.34 * 1024 * 1024, '12.3 MB'],
    [250 * 1024 * 1024, '250 MB'],
  ])('writes %d as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

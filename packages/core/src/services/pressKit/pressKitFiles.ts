import type { EntityManager } from '@mikro-orm/postgresql';
import { findStoredFile, type StoredFileInfo } from '@studio/db';
import { parseMediaEntry, plainFileRequest, type App } from '@studio/schemas';

export interface PressKitFile {
  /** The readable name in the ZIP, e.g. space-miner-screenshot-01.png. */
  name: string;
  file: StoredFileInfo;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

function extensionOf(file: StoredFileInfo): string {
  return EXTENSIONS[file.mimetype] ?? /\.([a-z0-9]{1,5})$/i.exec(file.filename)?.[1] ?? 'bin';
}

const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

async function uploaded(em: EntityManager, url: string): Promise<StoredFileInfo | null> {
  const request = plainFileRequest(url);
  return request && request.width === null ? findStoredFile(em, request.id) : null;
}

/**
 * The app's uploaded icon, screenshots and videos, in the order the app shows them, under readable names;
 * pictures from other sites (and YouTube videos) are not the studio's files to hand out.
 */
export async function pressKitFiles(em: EntityManager, app: App): Promise<PressKitFile[]> {
  const media = app.screenshots.map(parseMediaEntry);
  const ofKind = (kind: 'image' | 'video') =>
    Promise.all(media.flatMap((entry) => (entry?.kind === kind ? [uploaded(em, entry.url)] : [])));
  const [icon, screenshots, videos] = await Promise.all([
    uploaded(em, app.icon),
    ofKind('image'),
    ofKind('video'),
  ]);
  const named = (kind: string) => (files: Array<StoredFileInfo | null>) =>
    files
      .filter((file) => file !== null)
      .map((file, index) => ({
        name: `${app.slug}-${kind}-${twoDigits(index)}.${extensionOf(file)}`,
        file,
      }));
  return [
    ...(icon ? [{ name: `${app.slug}-icon.${extensionOf(icon)}`, file: icon }] : []),
    ...named('screenshot')(screenshots),
    ...named('video')(videos),
  ];
}

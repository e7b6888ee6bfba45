import {
  fileVariantOnce,
  findFileVariant,
  findStoredFile,
  readStoredFile,
  readWholeFile,
  type Orm,
  type StoredFileInfo,
  type VariantKey,
} from '@studio/db';
import { isResizableImage, MEDIA_EXTENSIONS } from '@studio/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import { fileCacheKey } from '../cache/fileCacheKey';
import { HOT_FILE_MAX_BYTES, type CachedFile, type HotFileCache } from '../cache/hotFileCache';
import { strongEtag } from './fileHeaders';
import { preferredImageFormat } from './imageFormat';
import { resizeImage } from './imageVariant';
import { imageWork } from './imageWork';
import type { Representation } from './sendRepresentation';

/** Thrown inside a variant's transaction when the picture turns out to be an animation: nothing is stored. */
class NotResizable extends Error {}

function renamed(filename: string, mimetype: string): string {
  return `${filename.replace(/\.[^.]*$/, '')}.${MEDIA_EXTENSIONS[mimetype] ?? 'bin'}`;
}

/**
 * Finds the originals and variants of stored files: from the hot-file cache when it has them, else from
 * the database, keeping the small ones in the cache. A variant is made on its first request, once across
 * every instance (fileVariantOnce) and once within this one (concurrent requests share the work).
 */
export function fileRepresentations(orm: Orm, cache: HotFileCache, log: FastifyBaseLogger) {
  const variantsInProgress = new Map<string, Promise<Representation | null>>();

  /** Keeps a file in the cache, unless a deletion was heard since it was looked up (at `generation`). */
  function remember(key: string, generation: number, file: CachedFile): Representation {
    cache.set(key, generation, file);
    return { kind: 'memory', file };
  }

  async function loadOriginal(file: StoredFileInfo, generation: number): Promise<Representation> {
    const { mimetype, filename, size } = file;
    const etag = strongEtag(file.sha256);
    if (size > HOT_FILE_MAX_BYTES) {
      return {
        kind: 'stream',
        file: { mimetype, filename, etag, size },
        // The body streams after the handler returns, so it reads through an entity manager of its own.
        read: (start, end) => Readable.from(readStoredFile(orm.em.fork(), file, start, end)),
      };
    }
    const body = await readWholeFile(orm.em.fork(), file);
    return remember(file.id, generation, { body, mimetype, filename, etag });
  }

  async function original(id: string): Promise<Representation | null> {
    const cached = cache.get(fileCacheKey(id, null, undefined));
    if (cached) return { kind: 'memory', file: cached };
    const generation = cache.generation;
    const file = await findStoredFile(orm.em.fork(), id);
    return file ? loadOriginal(file, generation) : null;
  }

  /** A stored variant, or else one made now (null once the file is deleted): only making takes a turn at imageWork. */
  async function storedOrMade(variantKey: VariantKey, file: StoredFileInfo) {
    const stored = await findFileVariant(orm.em.fork(), variantKey);
    if (stored) return { variant: stored, made: false };
    const { width, mimetype } = variantKey;
    return imageWork(() =>
      fileVariantOnce(orm.em.fork(), variantKey, async (tx) => {
        const resized = await resizeImage(await readWholeFile(tx, file), width, mimetype);
        if (!resized) throw new NotResizable();
        return resized;
      }),
    );
  }

  async function makeVariant(
    key: string,
    generation: number,
    file: StoredFileInfo,
    requestedWidth: number,
    accepted: string | null,
  ): Promise<Representation | null> {
    const mimetype = accepted ?? file.mimetype;
    const width = file.width === null ? requestedWidth : Math.min(requestedWidth, file.width);
    if (width === file.width && mimetype === file.mimetype) return loadOriginal(file, generation);
    try {
      const stored = await storedOrMade({ fileId: file.id, width, mimetype }, file);
      if (!stored) return null;
      const { variant, made } = stored;
      if (made) log.info({ fileId: file.id, width, mimetype }, 'Made an image variant');
      const filename = renamed(file.filename, mimetype);
      return remember(key, generation, {
        body: variant.data,
        mimetype,
        filename,
        etag: strongEtag(variant.sha256),
      });
    } catch (error) {
      if (error instanceof NotResizable) return loadOriginal(file, generation);
      throw error;
    }
  }

  /** The image at (at most) this width in the best format the Accept header takes; other files as they are. */
  async function variant(
    id: string,
    width: number,
    accept: string | undefined,
  ): Promise<Representation | null> {
    const accepted = preferredImageFormat(accept, width);
    const key = fileCacheKey(id, width, accept);
    const cached = cache.get(key);
    if (cached) return { kind: 'memory', file: cached };
    const inProgress = variantsInProgress.get(key);
    if (inProgress) return inProgress;
    const work = (async () => {
      const generation = cache.generation;
      const file = await findStoredFile(orm.em.fork(), id);
      if (!file) return null;
      if (!isResizableImage(file.mimetype)) return loadOriginal(file, generation);
      return makeVariant(key, generation, file, width, accepted);
    })();
    variantsInProgress.set(key, work);
    try {
      return await work;
    } finally {
      variantsInProgress.delete(key);
    }
  }

  return { original, variant };
}

import fastifyMultipart from '@fastify/multipart';
import { fileUrl, storeFile, type Orm } from '@studio/db';
import { NOT_ADMIN, NOT_AUTHENTICATED, recordUpload } from '@studio/router';
import {
  fileTooLargeMessage,
  MEGABYTE,
  UNSUPPORTED_FILE_MESSAGE,
  uploadKindOf,
  type UploadKind,
  type UploadResult,
} from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import { cleanImage, svgSize } from '../files/cleanImage';
import { DETECT_BYTES, detectMediaType } from '../files/detectMediaType';
import { safeFilename } from '../files/safeFilename';
import { UploadRefused, unreadableUpload, uploadedBytes } from '../files/uploadRefused';
import { signedInUser } from '../sessions/signedInUser';

const MISSING_FILE_MESSAGE = 'Send the file as multipart/form-data in a field named "file".';

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < DETECT_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head, length);
}

async function collect(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of content) pieces.push(piece);
  return Buffer.concat(pieces);
}

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

interface PreparedContent {
  content: AsyncIterable<Buffer>;
  width: number | null;
  height: number | null;
}

/**
 * What is stored of an upload: a raster image cleaned (a few MB at most, so in memory), an SVG as it came
 * with the size it declares, a video streamed through untouched.
 */
async function prepare(content: AsyncIterable<Buffer>, mimetype: string): Promise<PreparedContent> {
  if (uploadKindOf(mimetype) === 'video') return { content, width: null, height: null };
  const bytes = await collect(content);
  if (mimetype === 'image/svg+xml') {
    const size = await svgSize(bytes);
    return { content: once(bytes), width: size?.width ?? null, height: size?.height ?? null };
  }
  const image = await cleanImage(bytes, mimetype);
  return { content: once(image.data), width: image.width, height: image.height };
}

interface UploadOptions {
  config: Pick<Config, 'uploadLimits'>;
  orm: Orm;
}

/**
 * POST /api/admin/upload (admins only): one file in the multipart field "file". Its kind comes from its bytes;
 * images up to 5 MB, videos up to 100 MB. Raster images are cleaned of their metadata and measured; videos
 * stream into the database as they arrive, never whole in memory.
 */
export const uploadRoute: FastifyPluginAsync<UploadOptions> = async (app, { config, orm }) => {
  const limits = config.uploadLimits;
  const tooLarge = (kind: UploadKind) =>
    new UploadRefused(413, fileTooLargeMessage(limits[kind] / MEGABYTE));

  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      fileSize: Math.max(limits.image, limits.video),
    },
  });

  app.post('/api/admin/upload', async (request, reply) => {
    const user = await signedInUser(request, orm);
    if (!user) return reply.code(401).send({ message: NOT_AUTHENTICATED });
    if (!user.isAdmin) return reply.code(403).send({ message: NOT_ADMIN });
    if (!request.isMultipart()) return reply.code(415).send({ message: MISSING_FILE_MESSAGE });

    try {
      const part = await request.file().catch((error: unknown) => {
        throw unreadableUpload(error);
      });
      if (!part || part.fieldname !== 'file') throw new UploadRefused(400, MISSING_FILE_MESSAGE);
      const chunks = uploadedBytes(part.file)[Symbol.asyncIterator]();
      const head = await readHead(chunks);
      const mimetype = await detectMediaType(head);
      if (!mimetype) throw new UploadRefused(415, UNSUPPORTED_FILE_MESSAGE);
      const kind = uploadKindOf(mimetype);

      const checkedContent = async function* (): AsyncGenerator<Buffer> {
        let size = head.length;
        if (size > limits[kind]) throw tooLarge(kind);
        yield head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          size += next.value.length;
          if (size > limits[kind]) throw tooLarge(kind);
          yield next.value;
        }
        // Past the multipart limit the stream just ends early.
        if (part.file.truncated) throw tooLarge(kind);
      };

      const { content, width, height } = await prepare(checkedContent(), mimetype);
      const filename = safeFilename(part.filename, mimetype);
      // The file and its activity event commit together, or neither does.
      const stored = await orm.em.getContext().transactional(async (tx) => {
        const file = await storeFile(tx, { filename, mimetype, width, height, content });
        await recordUpload(tx, { fileId: file.id, filename, actor: user.username });
        return file;
      });
      request.log.info({ fileId: stored.id, size: stored.size, mimetype }, 'File uploaded');
      const result: UploadResult = {
        url: fileUrl(stored),
        kind,
        mimetype,
        size: stored.size,
        width,
        height,
      };
      return reply.code(201).send(result);
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      // The rest of the upload is not wanted: close the connection rather than read it all.
      return reply
        .code(error.status)
        .header('connection', 'close')
        .send({ message: error.message });
    }
  });
};

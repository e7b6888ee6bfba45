import fastifyMultipart from '@fastify/multipart';
import { fileUrl, storeFile, type Orm } from '@studio/db';
import { NOT_ADMIN, NOT_AUTHENTICATED, recordUpload } from '@studio/router';
import {
  fileTooLargeMessage,
  MEGABYTE,
  UNSUPPORTED_FILE_MESSAGE,
  type UploadKind,
  type UploadResult,
} from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import { safeFilename } from '../files/safeFilename';
import { SNIFF_BYTES, sniffMediaType } from '../files/sniffMediaType';
import { UploadRefused, unreadableUpload, uploadedBytes } from '../files/uploadRefused';
import { signedInUser } from '../sessions/signedInUser';

const MISSING_FILE_MESSAGE = 'Send the file as multipart/form-data in a field named "file".';

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head, length);
}

interface UploadOptions {
  config: Pick<Config, 'uploadLimits'>;
  orm: Orm;
}

/**
 * POST /api/admin/upload (admins only): one file in the multipart field "file". Its kind comes from its bytes;
 * images up to 5 MB, videos up to 100 MB. The bytes stream into the database as they arrive, never whole in memory.
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
      const mimetype = sniffMediaType(head);
      if (!mimetype) throw new UploadRefused(415, UNSUPPORTED_FILE_MESSAGE);
      const kind: UploadKind = mimetype.startsWith('video/') ? 'video' : 'image';

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

      const filename = safeFilename(part.filename, mimetype);
      // The file and its activity event commit together, or neither does.
      const stored = await orm.em.getContext().transactional(async (tx) => {
        const file = await storeFile(tx, { filename, mimetype, content: checkedContent() });
        await recordUpload(tx, { fileId: file.id, filename, actor: user.username });
        return file;
      });
      request.log.info({ fileId: stored.id, size: stored.size, mimetype }, 'File uploaded');
      const result: UploadResult = { url: fileUrl(stored) };
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

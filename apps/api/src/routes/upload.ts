import fastifyMultipart from '@fastify/multipart';
import { DomainError } from '@studio/core';
import { recordUpload } from '@studio/core/services/activity';
import { fileUrl, storeFile, type Orm } from '@studio/db';
import {
  fileTooLargeMessage,
  IMAGE_MAX_MB,
  MAX_IMAGE_MEGAPIXELS,
  MEGABYTE,
  UNSUPPORTED_FILE_MESSAGE,
  uploadKindOf,
  uploadResultSchema,
  VIDEO_MAX_MB,
  type UploadKind,
  type UploadResult,
} from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import { cleanImage, svgSize } from '../files/cleanImage';
import { DETECT_BYTES, detectMediaType } from '../files/detectMediaType';
import { safeFilename } from '../files/safeFilename';
import { unreadableUpload, uploadedBytes } from '../files/uploadedBytes';
import { accessCheck, type RouteDeclaration } from './declaredRoute';
import { multipartFileBody } from '../openapi/fileBodies';

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

export const uploadDeclaration: RouteDeclaration = {
  method: 'POST',
  url: '/api/admin/upload',
  access: 'admin',
  openapi: {
    tags: ['Admin: media'],
    summary: 'Upload an image or a video',
    description: `One file in the multipart field "file". Its kind is read from its bytes: PNG, JPEG, GIF, WebP, AVIF or SVG images up to ${IMAGE_MAX_MB} MB and ${MAX_IMAGE_MEGAPIXELS} megapixels; MP4, MOV or WebM videos up to ${VIDEO_MAX_MB} MB. Raster images are stored upright (EXIF orientation applied), in sRGB, without their metadata (EXIF, GPS, camera, comments); SVGs and videos as they came.`,
    requestBody: multipartFileBody,
    responses: {
      '201': {
        description: 'Stored',
        content: { 'application/json': { schema: uploadResultSchema } },
      },
    },
    errors: {
      400: 'No file in the field "file"',
      413: 'File too large, or an image of too many pixels',
      415: 'Not an image or video the site takes',
      422: 'An image that does not decode',
    },
  },
};

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
    new DomainError('too-large', fileTooLargeMessage(limits[kind] / MEGABYTE));

  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      fileSize: Math.max(limits.image, limits.video),
    },
  });

  const { method, url } = uploadDeclaration;
  app.route({
    method,
    url,
    preHandler: accessCheck(uploadDeclaration, orm),
    handler: async (request, reply) => {
      const user = request.admin!;
      if (!request.isMultipart())
        throw new DomainError('unsupported-media-type', MISSING_FILE_MESSAGE);

      try {
        const part = await request.file().catch((error: unknown) => {
          throw unreadableUpload(error);
        });
        if (!part || part.fieldname !== 'file')
          throw new DomainError('invalid', MISSING_FILE_MESSAGE);
        const chunks = uploadedBytes(part.file)[Symbol.asyncIterator]();
        const head = await readHead(chunks);
        const mimetype = await detectMediaType(head);
        if (!mimetype) throw new DomainError('unsupported-media-type', UNSUPPORTED_FILE_MESSAGE);
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
        // The rest of a refused upload is not wanted: close the connection rather than read it all.
        if (error instanceof DomainError) reply.header('connection', 'close');
        throw error;
      }
    },
  });
};

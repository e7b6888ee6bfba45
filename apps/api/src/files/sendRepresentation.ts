import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { setHeaderList } from '../cache/cachedAnswer';
import type { CachedFile } from '../cache/hotFileCache';
import { parseByteRange } from '../http/byteRange';
import { holdsCurrentVersion } from '../http/conditionalRequest';
import { fileBodyHeaders, fileHeaders } from './fileHeaders';

/** What a file request is answered with: bytes in memory, or a large original streamed from the database. */
export type Representation =
  | { kind: 'memory'; file: CachedFile }
  | {
      kind: 'stream';
      file: Omit<CachedFile, 'body'> & { size: number };
      /** Bytes start..end (inclusive), read as they are sent. */
      read(start: number, end: number): Readable;
    };

/**
 * Answers with a file or variant (of the file `fileId`): its caching (fileHeaders), its ETag (304 when the client has it), one byte range
 * (206/416), and the sandbox policy. `variesByAccept` when the representation was chosen by the Accept header.
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  fileId: string,
  representation: Representation,
  variesByAccept: boolean,
): FastifyReply {
  const { etag } = representation.file;
  const size =
    representation.kind === 'memory' ? representation.file.body.length : representation.file.size;
  setHeaderList(reply, fileHeaders(fileId, representation.file, variesByAccept));
  if (holdsCurrentVersion(request.headers, etag)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etag
      ? ({ kind: 'whole' } as const)
      : parseByteRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send({ message: 'The requested range is outside the file.' });
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  if (range.kind === 'partial') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  }
  setHeaderList(reply, fileBodyHeaders(representation.file, end - start + 1));
  if (request.method === 'HEAD') return reply.send();
  if (representation.kind === 'memory') {
    return reply.send(representation.file.body.subarray(start, end + 1));
  }
  return reply.send(representation.read(start, end));
}

import {
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { ContentCache } from '../cache/contentCache';
import type { HotFileCache } from '../cache/hotFileCache';
import { GENERATIONS_HEADER } from './frontProtocol';

type HeadArgument = string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/**
 * The app's responses behind the front: each names the caches' generations (GENERATIONS_HEADER) as its
 * head is written, after whatever the request changed. Added to the headers writeHead is given, so that
 * repeated headers in a list (Set-Cookie) stay as they are.
 */
export function generationStampedResponse(caches: {
  content: ContentCache;
  files: HotFileCache;
}): typeof ServerResponse {
  return class GenerationStampedResponse<
    Request extends IncomingMessage = IncomingMessage,
  > extends ServerResponse<Request> {
    override writeHead(statusCode: number, ...rest: HeadArgument[]): this {
      const stamp = `${caches.content.generation} ${caches.files.generation}`;
      const headers = rest.at(-1);
      if (Array.isArray(headers)) rest[rest.length - 1] = [...headers, GENERATIONS_HEADER, stamp];
      else if (typeof headers === 'object')
        rest[rest.length - 1] = { ...headers, [GENERATIONS_HEADER]: stamp };
      else this.setHeader(GENERATIONS_HEADER, stamp);
      return super.writeHead(statusCode, ...(rest as [string, OutgoingHttpHeaders]));
    }
  };
}

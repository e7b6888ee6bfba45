import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { readStoredFile, type Orm } from '@studio/db';
import { factSheetText } from '@studio/core/services/pressKit/factSheet';
import { findPressKit } from '@studio/core/services/pressKit/pressKit';
import { pressKitFiles, type PressKitFile } from '@studio/core/services/pressKit/pressKitFiles';
import { PUBLIC_ROUTES, type RouteParams } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import { holdsCurrentVersion } from '../http/conditionalRequest';
import type { SiteOrigin } from '../web/siteOrigin';

export const FACT_SHEET_NAME = 'fact-sheet.txt';

/** The download's file name: a language's kit saved beside another's does not replace it. */
function zipName(slug: string, translation: string | null): string {
  return translation ? `${slug}-press-kit-${translation}.zip` : `${slug}-press-kit.zip`;
}

/** Same kit, same tag: the fact sheet's text and each file's checksum under its name. */
function kitTag(factSheet: string, files: readonly PressKitFile[]): string {
  const hash = createHash('sha256').update(factSheet);
  for (const { name, file } of files) hash.update(`\n${name}\n${file.sha256}`);
  return `"${hash.digest('base64url')}"`;
}

interface PressKitZipOptions {
  orm: Orm;
  siteOrigin: SiteOrigin;
}

/**
 * GET /apps/{slug}/press.zip: the press kit as one ZIP, streamed as it is read from the file store (one
 * stored chunk batch at a time, never a whole file), stored without compression since pictures and videos
 * are compressed already. Dated by the app's last change, so the same kit is the same bytes. Under another
 * of the site's languages (/de/apps/{slug}/press.zip) its fact sheet is in that language; its tag differs
 * from the other languages' since the fact sheet names the language's app page.
 */
export const pressKitZipRoute: FastifyPluginAsync<PressKitZipOptions> = async (
  app,
  { orm, siteOrigin },
) => {
  async function sendKit(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    prefix: string | null,
  ) {
    const em = orm.em.getContext();
    const kit = await findPressKit(em, slug, prefix);
    const files = await pressKitFiles(em, kit.app);
    const factSheet = factSheetText(kit, siteOrigin.value);
    const etag = kitTag(factSheet, files);
    const { translation } = kit.language;
    reply
      .type('application/zip')
      .header('etag', etag)
      .header('cache-control', 'no-cache')
      .header(
        'content-disposition',
        `attachment; filename="${zipName(kit.app.slug, translation)}"`,
      );
    if (translation) reply.header('content-language', translation);
    if (holdsCurrentVersion(request.headers, etag)) return reply.code(304).send();
    if (request.method === 'HEAD') return reply.send();

    const zip = new ZipFile();
    const options = { mtime: new Date(kit.app.updatedAt), compress: false };
    for (const { name, file } of files) {
      zip.addReadStreamLazy(name, { ...options, size: file.size }, (opened) =>
        opened(null, Readable.from(readStoredFile(em, file), { objectMode: false })),
      );
    }
    zip.addBuffer(Buffer.from(factSheet), FACT_SHEET_NAME, options);
    zip.end();
    const body = zip.outputStream as Readable;
    zip.on('error', (error: Error) => body.destroy(error));
    return reply.send(body);
  }

  app.get<{ Params: RouteParams<'appPressZip'> }>(
    PUBLIC_ROUTES.appPressZip.pattern,
    (request, reply) => sendKit(request, reply, request.params.slug, null),
  );
  app.get<{ Params: RouteParams<'localeAppPressZip'> }>(
    PUBLIC_ROUTES.localeAppPressZip.pattern,
    (request, reply) => sendKit(request, reply, request.params.slug, request.params.locale),
  );
};

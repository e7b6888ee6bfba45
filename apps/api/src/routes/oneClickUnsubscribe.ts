import fastifyMultipart from '@fastify/multipart';
import { invalidFields } from '@studio/core';
import { unsubscribe } from '@studio/core/services/subscriptions/unsubscribe';
import type { Orm } from '@studio/db';
import { LOCALE_CODES, localizedPath, PUBLIC_ROUTES, SUBSCRIPTION_MESSAGES } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/** RFC 8058's one body, as its List-Unsubscribe-Post header names it. */
const ONE_CLICK_KEY = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';
/** The body is one short pair: anything much longer is not a one-click request. */
const BODY_LIMIT = 1024;

/** A browser sending the page's form before its script runs, rather than a mail provider's server. */
const isPageForm = (headers: Record<string, string | string[] | undefined>) =>
  headers['sec-fetch-mode'] === 'navigate' || String(headers.accept ?? '').includes('text/html');

const isOneClick = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as Record<string, unknown>)[ONE_CLICK_KEY] === ONE_CLICK_VALUE;

/**
 * POST /subscriptions/unsubscribe/{token}, and the same under a language's prefix (/de/…): the one-click
 * unsubscribe of every list e-mail's List-Unsubscribe header (RFC 8058), which mail providers' servers post
 * to with no cookie and no Origin, or their own. The token is its authority, so this route alone takes
 * requests from any site (sameOriginGuard) and a form body: `List-Unsubscribe=One-Click`, form-encoded or
 * multipart/form-data as the RFC allows. The link's page (GET) is the website's; a browser that sends its
 * form before the page's script runs is sent back to it (303).
 */
export const oneClickUnsubscribeRoute: FastifyPluginAsync<{ orm: Orm }> = async (app, { orm }) => {
  // Parsers of this plugin only: every other route still takes JSON alone (jsonBodies).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 1, parts: 1, fieldSize: BODY_LIMIT },
  });

  const oneClick = async (
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
  ) => {
    if (!isOneClick(request.body)) {
      throw invalidFields({ [ONE_CLICK_KEY]: [SUBSCRIPTION_MESSAGES.oneClickBody] });
    }
    const result = await unsubscribe(orm.em.fork(), request.params.token);
    // The page's form, sent without its script, lands back on the page, which now says it is done.
    if (isPageForm(request.headers)) return reply.redirect(request.url, 303);
    return result;
  };
  const options = { config: { fromAnySite: true }, bodyLimit: BODY_LIMIT } as const;
  const pattern = PUBLIC_ROUTES.subscriptionUnsubscribe.pattern;
  app.post(pattern, options, oneClick);
  // A subscriber's e-mails in another language link its page there (/de/subscriptions/unsubscribe/…).
  app.post<{ Params: { locale: string; token: string } }>(
    localizedPath(pattern, ':locale'),
    options,
    async (request, reply) => {
      if (!(LOCALE_CODES as readonly string[]).includes(request.params.locale)) {
        return reply.callNotFound();
      }
      return oneClick(request, reply);
    },
  );
};

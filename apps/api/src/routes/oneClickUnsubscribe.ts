import fastifyMultipart from '@fastify/multipart';
import { invalidFields } from '@studio/core';
import { unsubscribe } from '@studio/core/services/subscriptions/unsubscribe';
import type { Orm } from '@studio/db';
import { SUBSCRIPTION_MESSAGES, subscriptionUnsubscribePath } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';

/** RFC 8058's one body, as its List-Unsubscribe-Post header names it. */
const ONE_CLICK_KEY = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';
/** The body is one short pair: anything much longer is not a one-click request. */
const BODY_LIMIT = 1024;

const isOneClick = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as Record<string, unknown>)[ONE_CLICK_KEY] === ONE_CLICK_VALUE;

/**
 * POST /subscriptions/unsubscribe/{token}: the one-click unsubscribe of every list e-mail's List-Unsubscribe
 * header (RFC 8058), which mail providers' servers post to with no cookie and no Origin, or their own. The
 * token is its authority, so this route alone takes requests from any site (sameOriginGuard) and a form body:
 * `List-Unsubscribe=One-Click`, form-encoded or multipart/form-data as the RFC allows. The link's page (GET)
 * is the website's.
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

  app.post<{ Params: { token: string } }>(
    subscriptionUnsubscribePath(':token'),
    { config: { fromAnySite: true }, bodyLimit: BODY_LIMIT },
    async (request) => {
      if (!isOneClick(request.body)) {
        throw invalidFields({ [ONE_CLICK_KEY]: [SUBSCRIPTION_MESSAGES.oneClickBody] });
      }
      return unsubscribe(orm.em.fork(), request.params.token);
    },
  );
};

import { invalidFields, tooManyAttempts } from '@studio/core';
import type { Orm } from '@studio/db';
import { analyticsEventSchema, fieldErrors } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AddressRateLimit } from '../analytics/addressRateLimit';
import { BotVerdicts } from '../analytics/botVerdicts';
import type { EventRecorder } from '../analytics/eventRecorder';
import { clientAddress } from '../clientAddress/clientAddress';
import { signedInUser } from '../sessions/signedInUser';
import type { RouteDeclaration } from './declaredRoute';

export const TOO_MANY_EVENTS_MESSAGE = 'Too many events from this address. Please slow down.';

// A person clicking through pages sends a few events a minute; this leaves room for quick bursts.
const EVENT_LIMIT = { burst: 120, perSecond: 2 };
const MAX_EVENT_BYTES = 2048;

export const eventsDeclaration: RouteDeclaration = {
  method: 'POST',
  url: '/api/events',
  access: 'public',
  openapi: {
    tags: ['Analytics'],
    summary: 'Count a page view or a store-button click',
    description:
      "Cookieless: no cookie is set and none is needed. Visitors are counted per day by a hash of address and user agent with a salt that is deleted when the day ends; neither is stored. Bots, crawlers and the admin's own visits are left out silently (still 204).",
    requestBody: {
      required: true,
      content: { 'application/json': { schema: analyticsEventSchema } },
    },
    responses: { '204': { description: 'Counted, or silently left out' } },
    errors: {
      400: 'Not a view or store click event; messages per field in "errors"',
      429: 'Too many events from this address',
    },
  },
};

/** Only signed-in visitors carry a session: anonymous ones never cost a session lookup here. */
async function isAdminVisit(request: FastifyRequest, orm: Orm): Promise<boolean> {
  if (request.session.userId === undefined) return false;
  return (await signedInUser(request, orm))?.isAdmin ?? false;
}

/**
 * POST /api/events: a page view or a store click, counted without cookies. Answers 204 with no body, also
 * for what is silently left out (bots and crawlers, the admin's own visits, pages that are no public page).
 */
export const eventsRoute: FastifyPluginAsync<{ orm: Orm; recorder: EventRecorder }> = async (
  app,
  { orm, recorder },
) => {
  const rateLimit = new AddressRateLimit(EVENT_LIMIT);
  const bots = new BotVerdicts();

  const { method, url } = eventsDeclaration;
  app.route({
    method,
    url,
    bodyLimit: MAX_EVENT_BYTES,
    handler: async (request, reply) => {
      const address = clientAddress(request);
      if (!rateLimit.take(address)) throw tooManyAttempts(TOO_MANY_EVENTS_MESSAGE);
      const event = analyticsEventSchema.safeParse(request.body);
      if (!event.success) throw invalidFields(fieldErrors(event.error.issues));
      const userAgent = request.headers['user-agent'] ?? '';
      if (userAgent && !bots.isBot(userAgent) && !(await isAdminVisit(request, orm))) {
        recorder.record(event.data, `${address}\n${userAgent}`);
      }
      return reply.code(204).send();
    },
  });
};

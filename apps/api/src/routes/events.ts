import type { Orm } from '@studio/db';
import { VALIDATION_FAILED_MESSAGE, analyticsEventSchema, fieldErrors } from '@studio/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AddressRateLimit } from '../analytics/addressRateLimit';
import { BotVerdicts } from '../analytics/botVerdicts';
import type { EventRecorder } from '../analytics/eventRecorder';
import { signedInUser } from '../sessions/signedInUser';

export const TOO_MANY_EVENTS_MESSAGE = 'Too many events from this address. Please slow down.';

// A person clicking through pages sends a few events a minute; this leaves room for quick bursts.
const EVENT_LIMIT = { burst: 120, perSecond: 2 };
const MAX_EVENT_BYTES = 2048;

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

  app.post('/api/events', { bodyLimit: MAX_EVENT_BYTES }, async (request, reply) => {
    if (!rateLimit.take(request.ip)) {
      return reply.code(429).send({ message: TOO_MANY_EVENTS_MESSAGE });
    }
    const event = analyticsEventSchema.safeParse(request.body);
    if (!event.success) {
      return reply
        .code(400)
        .send({ message: VALIDATION_FAILED_MESSAGE, errors: fieldErrors(event.error.issues) });
    }
    const userAgent = request.headers['user-agent'] ?? '';
    if (userAgent && !bots.isBot(userAgent) && !(await isAdminVisit(request, orm))) {
      recorder.record(event.data, `${request.ip}\n${userAgent}`);
    }
    return reply.code(204).send();
  });
};

import type { SecretBox } from '@studio/core';
import type { Orm } from '@studio/db';
import { trpcErrorOf, type RouterContext } from '@studio/router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../clientAddress/clientAddress';
import type { Config } from '../config/config';
import { senderText, smtpServerOf } from '../config/mailConfig';
import { sessionControl } from '../sessions/sessionControl';
import { signedInUser } from '../sessions/signedInUser';
import type { SiteOrigin } from '../web/siteOrigin';

interface ContextDependencies {
  config: Pick<Config, 'https' | 'mail'>;
  siteOrigin: SiteOrigin;
  orm: Orm;
  secretBox: SecretBox;
  notifyContentChanged(): Promise<void>;
}

/** What both API mounts call to build the router's context for one request. */
export type CreateContext = (options: {
  req: FastifyRequest;
  res: FastifyReply;
}) => Promise<RouterContext>;

/**
 * Builds the router's context for one request; the same for /trpc and the REST API. It fails before any
 * procedure runs, so it says its failures (a database outage) as the procedures do.
 */
export function contextFactory({
  config,
  siteOrigin,
  orm,
  secretBox,
  notifyContentChanged,
}: ContextDependencies): CreateContext {
  const mail = {
    sender: senderText(config.mail.from),
    smtpServer: config.mail.smtpUrl ? smtpServerOf(config.mail.smtpUrl) : null,
    ratePerSecond: config.mail.ratePerSecond,
  };
  return async ({ req, res }) => {
    try {
      return {
        // The request's own entity manager, from the RequestContext opened in onRequest.
        em: orm.em.getContext(),
        session: sessionControl(req, res, config),
        user: await signedInUser(req, orm),
        siteOrigin: siteOrigin.value,
        clientIp: clientAddress(req),
        secretBox,
        mail,
        log: req.log,
        notifyContentChanged,
        // Routes that may be cached collect what their answers show (caching.ts).
        answer: { shows: req.shownContent ?? undefined },
      };
    } catch (error) {
      throw trpcErrorOf(error) ?? error;
    }
  };
}

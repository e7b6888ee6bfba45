import { createSecretBox } from '@studio/core';
import type { Orm } from '@studio/db';
import { MEGABYTE } from '@studio/schemas';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { eventRecording } from './analytics/eventRecording';
import { cacheAnswerSource } from './cache/cacheAnswerSource';
import { caching } from './cache/caching';
import { ContentCache } from './cache/contentCache';
import { contentChangeNotifier } from './cache/contentChangeNotifier';
import { HitsBeforeFastify } from './cache/hitsBeforeFastify';
import { HotFileCache } from './cache/hotFileCache';
import { privateAnswers } from './cache/privateAnswers';
import { newBuildPurge } from './cache/purges/newBuildPurge';
import { purgeDeliverer } from './cache/purges/purgeDeliverer';
import type { Config } from './config/config';
import { lazyChildLoggerFactory } from './logging/lazyChildLogger';
import { errorReplies, frameworkErrorReply } from './plugins/errorReplies';
import { smtpMailer } from './mail/smtpMailer';
import { fileSweeper } from './plugins/fileSweeper';
import { gracefulClose } from './plugins/gracefulClose';
import { jsonBodies } from './plugins/jsonBodies';
import { mailDelivery } from './plugins/mailDelivery';
import { requestContext } from './plugins/requestContext';
import { sameOriginGuard } from './plugins/sameOriginGuard';
import { securityHeaders } from './plugins/securityHeaders';
import { sessions } from './plugins/sessions';
import { purgeRetries } from './plugins/purgeRetries';
import { scheduledLaunches } from './plugins/scheduledLaunches';
import { slugRedirects } from './redirects/slugRedirects';
import { subscriberSweeper } from './plugins/subscriberSweeper';
import { throttleSweeper } from './plugins/throttleSweeper';
import { apiDocsRoutes } from './routes/apiDocs';
import { cachePurgesRoute } from './routes/cachePurges';
import { appAdsTxtRoute } from './routes/appAdsTxt';
import { filesRoutes } from './routes/files';
import { healthRoute } from './routes/health';
import { placeholderImageRoute } from './routes/placeholderImage';
import { pressKitZipRoute } from './routes/pressKitZip';
import { oneClickUnsubscribeRoute } from './routes/oneClickUnsubscribe';
import { siteArchiveRoutes } from './routes/siteArchive';
import { subscribersCsvRoute } from './routes/subscribersCsv';
import { fastlaneImportRoute } from './routes/fastlaneImport';
import { fastlaneZipRoute } from './routes/fastlaneZip';
import { privacyExportsRoute } from './routes/privacyExports';
import { turnOffAuthenticatorRoute } from './routes/turnOffAuthenticator';
import { uploadRoute } from './routes/upload';
import { wellKnownRoutes } from './routes/wellKnown';
import type { FrontLink } from './front/frontLink';
import { serveBehindFront } from './front/serverBehindFront';
import { contextFactory } from './trpc/createContext';
import { restApi } from './trpc/restApi';
import { trpcApi } from './trpc/trpcApi';
import { siteOrigin } from './web/siteOrigin';
import { webApp } from './web/webApp';
import { loadWebsite } from './web/websiteSource';

export interface ServerOptions {
  config: Config;
  orm: Orm;
  sessionSecret: string;
  /** The process's logger; without it Fastify makes one at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The front the app runs behind (front/), if any. */
  front?: FrontLink;
  /** The files of the app's code (its bundle): with the website's, they name the build (newBuildPurge). */
  codeFiles?: readonly string[];
}

/** The whole HTTP server, ready to listen (or to answer app.inject in tests). */
export async function buildServer({
  config,
  orm,
  sessionSecret,
  logger,
  front,
  codeFiles = [],
}: ServerOptions): Promise<FastifyInstance> {
  const caches = {
    content: new ContentCache(),
    files: new HotFileCache(config.fileCacheMb * MEGABYTE),
  };
  const hitsBeforeFastify = new HitsBeforeFastify(cacheAnswerSource(caches));
  const app: FastifyInstance = Fastify({
    serverFactory: hitsBeforeFastify.serverFactory,
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    // tRPC batches name every procedure in one path segment.
    routerOptions: { maxParamLength: 5000 },
    // A client silent this long (e.g. an upload that stalled) is cut off, so its transaction is rolled back.
    connectionTimeout: 60_000,
    frameworkErrors: frameworkErrorReply,
    // Request loggers are made when a request logs something, not for every request.
    childLoggerFactory: lazyChildLoggerFactory,
  });

  const origin = siteOrigin(config);
  app.addHook('onListen', (done) => {
    const address = app.server.address();
    // Behind the front the app listens on a socket file, and the front tells it its port.
    if (address && typeof address === 'object') origin.listeningOn(address.port);
    done();
  });
  if (front) serveBehindFront(app, front, caches, origin);
  app.addHook('preClose', (next) => {
    hitsBeforeFastify.close();
    next();
  });
  const purges = purgeDeliverer(orm, config.cachePurgeUrls, app.log);
  const notifyContentChanged = contentChangeNotifier(orm, caches.content, purges);
  // SESSION_SECRET also seals the secrets kept for accounts (authenticator apps').
  const secretBox = createSecretBox(sessionSecret);
  const createContext = contextFactory({
    config,
    siteOrigin: origin,
    orm,
    secretBox,
    notifyContentChanged,
  });

  // Hooks for every route, cheapest refusals first; a cached answer skips the rest.
  await app.register(errorReplies);
  await app.register(gracefulClose);
  await app.register(securityHeaders);
  await app.register(sameOriginGuard, { publicOrigin: config.publicOrigin });
  await app.register(jsonBodies);
  await app.register(slugRedirects, { orm });
  await app.register(caching, { ...caches, connectionString: orm.config.get('clientUrl')! });
  await app.register(requestContext, { orm });

  // Routes that never need a session.
  await app.register(healthRoute, { orm });
  await app.register(apiDocsRoutes);
  await app.register(filesRoutes, { orm, cache: caches.files });
  await app.register(fileSweeper, { config, orm });
  await app.register(throttleSweeper, { orm });
  await app.register(subscriberSweeper, { orm });
  await app.register(purgeRetries, {
    orm,
    urls: config.cachePurgeUrls,
    everyMs: config.purgeRetryCheckMs,
  });
  await app.register(scheduledLaunches, {
    orm,
    notifyContentChanged,
    everyMs: config.scheduleCheckMs,
    siteOrigin: () => origin.value,
  });
  const { smtpUrl, from, ratePerSecond } = config.mail;
  if (smtpUrl) {
    await app.register(mailDelivery, {
      orm,
      mailer: smtpMailer({ smtpUrl, from, siteOrigin: () => origin.value }),
      everyMs: config.mailCheckMs,
      ratePerSecond,
    });
  } else {
    app.log.info('E-mail is not set up (no SMTP_URL): messages wait in the outbox');
  }
  await app.register(placeholderImageRoute);
  await app.register(appAdsTxtRoute, { orm });
  await app.register(wellKnownRoutes, { orm });
  await app.register(pressKitZipRoute, { orm, siteOrigin: origin });
  await app.register(oneClickUnsubscribeRoute, { orm });

  // Sessions are loaded for these only, so files and pages never touch the sessions table.
  await app.register(async (withSessions) => {
    await withSessions.register(sessions, { config, orm, secret: sessionSecret });
    await withSessions.register(privateAnswers);
    await withSessions.register(trpcApi, { createContext });
    await withSessions.register(restApi, { createContext });
    await withSessions.register(turnOffAuthenticatorRoute, { orm, createContext });
    await withSessions.register(uploadRoute, { config, orm });
    await withSessions.register(siteArchiveRoutes, { orm, notifyContentChanged });
    await withSessions.register(subscribersCsvRoute, { orm });
    await withSessions.register(fastlaneZipRoute, { orm, siteOrigin: origin });
    await withSessions.register(fastlaneImportRoute, { orm, createContext });
    await withSessions.register(privacyExportsRoute, { orm, siteOrigin: origin });
    await withSessions.register(cachePurgesRoute, { orm, urls: config.cachePurgeUrls });
    await withSessions.register(eventRecording, {
      orm,
      flushIntervalMs: config.analyticsFlushMs,
      notifyContentChanged,
    });
  });

  // Pages are rendered for anonymous visitors, outside the sessions: signed-in extras come from the browser.
  const website = await loadWebsite(config, app.server);
  if (website) {
    await app.register(webApp, {
      website,
      createContext,
      siteOrigin: origin,
    });
  } else {
    app.log.info(`No built website in ${config.webDistDir}: serving the API only`);
  }
  // While developing (Vite's website) nothing is kept by shared caches for long.
  const buildFiles = [...codeFiles, ...(website?.buildFiles ?? [])];
  if (buildFiles.length > 0 && (website?.cacheable ?? true)) {
    await app.register(newBuildPurge, { orm, files: buildFiles, purges });
  }
  return app;
}

import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { contentCacheKeyFor } from '../cache/contentCacheKey';
import { FrontAnswers } from '../cache/frontAnswers';
import { configuredProxyTrust } from '../clientAddress/proxyTrust';
import { AnswerReplica } from './answerReplica';
import { AppProxy } from './appProxy';
import {
  BEHIND_FRONT_ARGUMENT,
  type AppMessage,
  type FrontMessage,
  type FrontSettings,
} from './frontProtocol';

// As the app's server has them (Fastify's defaults, and 60 s for a silent client): no time limit for a whole
// request, so a long upload may go on; a stalled one is cut off.
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
const SILENT_CLIENT_MS = 60_000;
// How often the front tells the app which of its cached answers it sent.
const USES_EVERY_MS = 1000;
// While closing, how often connections gone idle are closed; and how long answers still going out get
// once the app has exited.
const SWEEP_EVERY_MS = 100;
const LAST_ANSWERS_MS = 1000;

const siteUrl = ({ address, family, port }: AddressInfo) =>
  `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;

interface Serving {
  server: Server;
  answers: FrontAnswers;
  proxy: AppProxy;
  closed: Promise<unknown>;
}

/**
 * The process `pnpm start` runs: a small HTTP server in front of the app, which it forks (appProcess.ts) and
 * which does all the rest, reading the settings too. It answers what the app's caches hold from its replica
 * of them, with none of the app's code on the way (Fastify's, the database's, the renderer's): that keeps a
 * cached answer near the speed of a bare Node server. Everything else goes to the app (appProxy.ts). It
 * listens once the app does, stops the app on SIGINT or SIGTERM and exits after it; should the app exit on
 * its own, it exits too, with an error.
 */
export function runFront(appEntry: URL): void {
  // At the app's LOG_LEVEL once the app has read it.
  const log = pino({ level: 'info' });
  const token = randomBytes(32).toString('base64url');
  const app = fork(fileURLToPath(appEntry), [BEHIND_FRONT_ARGUMENT], { serialization: 'advanced' });
  const tell = (message: FrontMessage) => {
    if (app.connected) app.send(message);
  };

  let settings: FrontSettings | null = null;
  let replica: AnswerReplica | null = null;
  let serving: Serving | null = null;
  let listening = false;
  let stopping = false;
  let exitCode = 0;

  function serve(settings: FrontSettings, replica: AnswerReplica, appPort: number): Serving {
    const trusted = configuredProxyTrust(settings.trustProxy);
    const answers = new FrontAnswers(replica);
    const proxy = new AppProxy({
      port: appPort,
      token,
      trustsPeer: (address) => trusted(address, 0),
      sawGenerations: (header) => replica.sawGenerations(header),
      log,
    });
    const server = createServer((request, response) => {
      if (!answers.answer(request, response)) proxy.forward(request, response);
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.requestTimeout = 0;
    server.setTimeout(SILENT_CLIENT_MS);
    server.once('error', (error) => {
      log.fatal({ err: error }, 'Could not start');
      exitCode = 1;
      stop();
    });
    server.listen(settings.port, settings.host, () => {
      listening = true;
      log.info(`Studio site running at ${siteUrl(server.address() as AddressInfo)}`);
    });
    setInterval(() => {
      const used = replica.takeUsed();
      if (used) tell({ type: 'used', ...used });
    }, USES_EVERY_MS).unref();
    return { server, answers, proxy, closed: once(server, 'close') };
  }

  app.on('message', (message: AppMessage) => {
    if (message.type === 'hello') {
      settings = message.settings;
      log.level = settings.logLevel;
      replica = new AnswerReplica(contentCacheKeyFor(message.cachedProcedures));
      tell({ type: 'token', token });
    } else if (message.type === 'listening') {
      if (!stopping) serving = serve(settings!, replica!, message.port);
    } else {
      replica?.apply(message);
    }
  });

  /** New connections are refused, keep-alive ones told that they close, and the app asked to stop. */
  function stop(): void {
    stopping = true;
    if (serving) {
      const { answers, proxy, server } = serving;
      answers.close();
      proxy.close();
      server.close();
      setInterval(() => server.closeIdleConnections(), SWEEP_EVERY_MS).unref();
    }
    tell({ type: 'stop' });
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn(`${signal} again: exiting at once`);
        app.kill('SIGKILL');
        process.exit(1);
      }
      log.info(`${signal}: shutting down (send it again to force)`);
      stop();
    });
  }

  app.on('error', (error) => {
    log.fatal({ err: error }, 'Could not start the app');
    process.exit(1);
  });

  app.on('exit', (code, signal) => {
    if (!stopping) {
      // Before the site listened, the app said why it stopped (a setting, a database in use); not after.
      if (listening || signal)
        log.error(`The app exited unexpectedly (${signal ?? `code ${code}`})`);
      process.exit(code || 1);
    }
    const finalCode = exitCode || (code ?? 1);
    if (!serving) process.exit(finalCode);
    const { server, closed } = serving;
    // Answers that came from the app may still be going out to slow clients.
    setTimeout(() => server.closeAllConnections(), LAST_ANSWERS_MS).unref();
    void closed.then(() => process.exit(finalCode));
  });
}

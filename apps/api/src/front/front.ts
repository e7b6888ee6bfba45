import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { contentCacheKeyFor } from '../cache/contentCacheKey';
import { AnswerReplica } from './answerReplica';
import { serveConnection } from './frontConnection';
import {
  BEHIND_FRONT_ARGUMENT,
  type AppMessage,
  type FrontMessage,
  type FrontSettings,
} from './frontProtocol';

// As the app's server has them: a connection idle this long between requests is closed, and a request head
// must arrive within a minute of its first bytes.
const KEEP_ALIVE_SECONDS = 72;
const HEAD_TIMEOUT_MS = 60_000;
// How often the front tells the app which of its cached answers it sent.
const USES_EVERY_MS = 1000;
// How long answers still going out get once the app has exited.
const LAST_ANSWERS_MS = 1000;

const siteUrl = ({ address, family, port }: AddressInfo) =>
  `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;

interface Serving {
  server: Server;
  /** The client connections the front still serves (not those handed to the app). */
  connections: Set<Socket>;
  closed: Promise<unknown>;
}

/**
 * The process `pnpm start` runs: a small server in front of the app, which it forks (appProcess.ts) and
 * which does all the rest, reading the settings too. It answers what the app's caches hold from its replica
 * of them, each answer one write of bytes made ready before (frontConnection.ts), with none of the app's code
 * on the way: faster than a bare Node HTTP server sends the same answer. At the first request on a
 * connection that it does not answer, it hands the connection itself to the app, whose HTTP server reads
 * that request and all that follow (the client's own socket: its address is as without the front). It
 * listens once the app is ready, stops the app on SIGINT or SIGTERM and exits after it; should the app exit
 * on its own, it exits too, with an error.
 */
export function runFront(appEntry: URL): void {
  // At the app's LOG_LEVEL once the app has read it.
  const log = pino({ level: 'info' });
  const app = fork(fileURLToPath(appEntry), [BEHIND_FRONT_ARGUMENT], { serialization: 'advanced' });
  // A message the app can no longer take (it is exiting) is dropped, and a connection with it closed.
  const tell = (message: FrontMessage, socket?: Socket) => {
    if (!app.connected) {
      socket?.destroy();
      return;
    }
    app.send(message, socket, (error) => {
      if (error) socket?.destroy();
    });
  };

  let settings: FrontSettings | null = null;
  let replica: AnswerReplica | null = null;
  let serving: Serving | null = null;
  let listening = false;
  let stopping = false;
  let exitCode = 0;

  function serve(settings: FrontSettings, replica: AnswerReplica): Serving {
    const connections = new Set<Socket>();
    const server = createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      serveConnection(socket, {
        source: replica,
        keepAliveSeconds: KEEP_ALIVE_SECONDS,
        headTimeoutMs: HEAD_TIMEOUT_MS,
        handOff: (handed, unanswered) => {
          connections.delete(handed);
          tell({ type: 'connection', unanswered }, handed);
        },
      });
    });
    server.once('error', (error) => {
      log.fatal({ err: error }, 'Could not start');
      exitCode = 1;
      stop();
    });
    server.listen(settings.port, settings.host, () => {
      listening = true;
      const address = server.address() as AddressInfo;
      tell({ type: 'listening', port: address.port });
      log.info(`Studio site running at ${siteUrl(address)}`);
    });
    setInterval(() => {
      const used = replica.takeUsed();
      if (used) tell({ type: 'used', ...used });
    }, USES_EVERY_MS).unref();
    return { server, connections, closed: once(server, 'close') };
  }

  app.on('message', (message: AppMessage) => {
    if (message.type === 'hello') {
      settings = message.settings;
      log.level = settings.logLevel;
      replica = new AnswerReplica(contentCacheKeyFor(message.cachedProcedures));
    } else if (message.type === 'ready') {
      if (!stopping) serving = serve(settings!, replica!);
    } else if (message.type === 'sync') {
      // Every change told before this message is applied: IPC keeps their order.
      tell({ type: 'synced', id: message.id });
    } else {
      replica?.apply(message);
    }
  });

  /**
   * New connections are refused and the front's own ended once their answers are out (a client asks again
   * on a new connection); the app is asked to stop, and ends the connections it was handed.
   */
  function stop(): void {
    stopping = true;
    if (serving) {
      serving.server.close();
      for (const socket of serving.connections) socket.end();
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
    const { connections, closed } = serving;
    // Answers may still be going out to slow clients.
    setTimeout(() => {
      for (const socket of connections) socket.destroy();
    }, LAST_ANSWERS_MS).unref();
    void closed.then(() => process.exit(finalCode));
  });
}

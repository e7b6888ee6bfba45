import { migrateDatabase, openDatabase, openDatabaseForLongJobs } from '@studio/db';
import { readOrCreateSecret, startEmbeddedPostgres, StartRefused } from '@studio/embedded-postgres';
import { seedSampleContent } from '@studio/sample-content';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfigOrExit } from './config/config';
import { linkToFront } from './front/frontLink';
import { BEHIND_FRONT_ARGUMENT } from './front/frontProtocol';
import { buildServer } from './server';
import { closeHttpServer } from './shutdown/closeHttpServer';
import { prepareAdmin } from './startup/prepareAdmin';

// The app: the database, its migrations and the whole Fastify server. `pnpm start` runs it behind the front
// (main.ts forks it with BEHIND_FRONT_ARGUMENT), which hands it every client connection it does not serve
// itself; `pnpm dev` on its own, at PORT and HOST.

const config = loadConfigOrExit();
const log = pino({ level: config.logLevel });
const front = process.argv.includes(BEHIND_FRONT_ARGUMENT) ? linkToFront(config) : null;

/**
 * Shutting down takes at most 10 s: the HTTP server 7 s (in-flight requests finish; an upload still streaming in
 * may take up to a minute), the database connections 1 s, the embedded PostgreSQL 2 s.
 */
const HTTP_CLOSE_DEADLINES = { deadlineMs: 7000, uploadDeadlineMs: 60_000 };
const DATABASE_CLOSE_MS = 1000;
const POSTGRES_STOP_MS = 2000;

// Whatever has started, to be closed in reverse order on shutdown, each within its time.
const closers: Array<{ name: string; close(): Promise<unknown>; withinMs: number }> = [];
let stopping = false;

function timeLimit(ms: number, what: string): Promise<never> {
  return new Promise((_resolve, reject) =>
    setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms).unref(),
  );
}

async function shutDown(exitCode: number): Promise<never> {
  for (const { name, close, withinMs } of closers.reverse()) {
    try {
      await Promise.race([close(), timeLimit(withinMs, `Closing the ${name}`)]);
    } catch (error) {
      log.error({ err: error }, `Could not close the ${name}`);
    }
  }
  process.exit(exitCode);
}

if (front) {
  // Behind the front, only the front says when to stop: a Ctrl-C (or a service manager's SIGTERM) reaches
  // both processes, and the front passes it on once its own answers are closing.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
  front.onMessage((message) => {
    if (message.type !== 'stop' || stopping) return;
    stopping = true;
    log.info('The front is stopping: shutting down');
    void shutDown(0);
  });
  // Every client reached the app through the front: once it is gone, nobody is left to answer. Exits at
  // once, as after a crash (the embedded PostgreSQL shuts down when its parent dies: see startServer).
  process.on('disconnect', () => {
    log.error('The front process is gone: exiting');
    process.exit(1);
  });
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn(`${signal} again: exiting at once`);
        process.exit(1);
      }
      stopping = true;
      log.info(`${signal}: shutting down (send it again to force)`);
      void shutDown(0);
    });
  }
}

async function start(): Promise<void> {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      mayMoveCluster: !config.dataDirGiven,
      onLog: (message) => log.debug({ postgres: message.trim() }, 'PostgreSQL'),
    });
    closers.push({
      name: 'embedded PostgreSQL',
      close: () => postgres.stop(),
      withinMs: POSTGRES_STOP_MS,
    });
    if (postgres.movedFrom) {
      log.warn(
        `The postgres user cannot reach ${postgres.movedFrom}, so the embedded database is kept in ${postgres.databaseDir} instead`,
      );
    }
    log.info(`Embedded PostgreSQL running with its data in ${postgres.databaseDir}`);
    databaseUrl = postgres.url;
  }

  // Start-up jobs may wait their turn behind another instance starting at the same time, for as long as its
  // jobs take: they run on connections without the bounds that requests have.
  const startup = await openDatabaseForLongJobs(databaseUrl);
  try {
    await migrateDatabase(startup);
    await prepareAdmin(startup.em.fork(), config.admin, log);
    if (config.sampleContent && (await seedSampleContent(startup.em.fork()))) {
      log.info('Added the sample apps and blog posts to the empty database');
    }
  } finally {
    await startup.close();
  }

  const orm = await openDatabase(databaseUrl);
  closers.push({
    name: 'database connections',
    close: () => orm.close(),
    withinMs: DATABASE_CLOSE_MS,
  });

  const sessionSecret =
    config.sessionSecret ?? (await readOrCreateSecret(join(config.dataDir, 'session-secret'), 48));
  const app = await buildServer({
    config,
    orm,
    sessionSecret,
    logger: log,
    ...(front ? { front } : {}),
    // dist/appProcess.js under `pnpm start`: the app's whole code but its npm packages.
    codeFiles: [fileURLToPath(import.meta.url)],
  });
  closers.push({
    name: 'HTTP server',
    close: () => closeHttpServer(app, HTTP_CLOSE_DEADLINES),
    // Its own deadlines cut what is left; this is a last resort.
    withinMs: HTTP_CLOSE_DEADLINES.uploadDeadlineMs + 1000,
  });
  if (!front) {
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `Studio site running at ${address}`,
    });
    return;
  }
  // Clients reach the app only through the front, which hands it their connections. Its server still listens,
  // so that Node keeps track of those connections and closing ends them gracefully: on a socket file that is
  // removed at once, with its private folder, so that nobody can connect to it and nothing is left behind.
  const folder = await mkdtemp(join(tmpdir(), 'studio-app-'));
  try {
    await app.listen({
      path: join(folder, 'app.sock'),
      listenTextResolver: () => 'The app is ready',
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  front.ready();
}

start().catch(async (error: unknown) => {
  if (error instanceof StartRefused) console.error(error.message);
  else log.fatal({ err: error }, 'Could not start');
  await shutDown(1);
});

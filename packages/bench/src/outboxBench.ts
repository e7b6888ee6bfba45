import { queueMailToSelection } from '@studio/core/services/mail/queueMail';
import { openDatabase, type Orm } from '@studio/db';
import { startTemporaryPostgres } from '@studio/embedded-postgres';
import { stripVTControlCharacters } from 'node:util';
import { startChildServer } from './childServer';
import { load } from './load';
import type { Measurement } from './report';
import { startSite } from './startSite';

const LAUNCH_RECIPIENTS = 10_000;
const PAGE = '/';
// Runs alternate without and with the outbox sending; the best of each is compared, since a shared
// machine's noise only ever slows a run down.
const ROUNDS = 3;

/**
 * A launch's content, as the outbox stores it. Written out rather than rendered by @studio/mail: tsx applies
 * the JSX settings only to this package's own files.
 */
const LAUNCH = {
  subject: 'Space Miner is out',
  html: `<!doctype html><html><body>${'<p>Space Miner is out on iOS and Android: mine asteroids, trade ore, build your fleet.</p>'.repeat(20)}<p><a href="{{personal.unsubscribeUrl}}">Unsubscribe</a></p></body></html>`,
  text: `${'Space Miner is out on iOS and Android: mine asteroids, trade ore, build your fleet.\n\n'.repeat(20)}Unsubscribe: {{personal.unsubscribeUrl}}`,
};

/** A launch's recipients as a subscriber list would give them, each with an unsubscribe link of their own. */
const SUBSCRIBERS = {
  sql: `select 'fan' || n || '@example.com' as to_address,
               jsonb_build_object('unsubscribeUrl', 'http://localhost/unsubscribe/' || n) as personal_values
          from generate_series(1, ?) as n`,
  params: [LAUNCH_RECIPIENTS],
};

/** Statements the ORM sends from `reset()` on, transaction control left out. */
function statementCounter() {
  let statements = 0;
  return {
    logger: (message: string) => {
      // The query log is coloured whatever the settings say.
      const plain = stripVTControlCharacters(message);
      if (!/^\[query\] (begin|commit|rollback)\b/i.test(plain)) statements += 1;
    },
    reset: () => {
      statements = 0;
    },
    count: () => statements,
  };
}

interface QueuedLaunch {
  ms: number;
  statements: number;
}

/** Queues a launch to LAUNCH_RECIPIENTS in one transaction, as a launch does: how long it took, in how many statements. */
async function queueLaunch(databaseUrl: string): Promise<QueuedLaunch> {
  const counter = statementCounter();
  const orm = await openDatabase(databaseUrl, { debug: ['query'], logger: counter.logger });
  try {
    counter.reset();
    const started = performance.now();
    const queued = await orm.em
      .fork()
      .transactional((tx) => queueMailToSelection(tx, LAUNCH, SUBSCRIBERS, 'launch:bench'));
    const ms = performance.now() - started;
    if (queued !== LAUNCH_RECIPIENTS) throw new Error(`Queued ${queued} messages`);
    return { ms, statements: counter.count() };
  } finally {
    await orm.close();
  }
}

const countOf = async (orm: Orm, state: string) =>
  (
    await orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from outbox_messages where state = ?`, [
        state,
      ])
  )[0]!.n;

const pause = () => new Promise((done) => setTimeout(done, 50));

/** Waits for the site's next delivery round to have begun (it looks every 2 s). */
async function waitForSending(orm: Orm, sentBefore: number): Promise<void> {
  while ((await countOf(orm, 'sent')) === sentBefore) await pause();
}

/** Waits for the message being sent, if any, to be marked. */
async function waitUntilNothingSends(orm: Orm): Promise<void> {
  while ((await countOf(orm, 'sending')) > 0) await pause();
}

/**
 * Queueing a launch to 10,000 recipients is one statement, quick; and the site's pages answer as fast while
 * its outbox sends them to an SMTP server (a local sink) as when it sends nothing (within 5 %).
 */
export async function measureOutbox(): Promise<Measurement[]> {
  const postgres = await startTemporaryPostgres();
  const sink = await startChildServer(new URL('./smtpSinkServer.ts', import.meta.url));
  const site = await startSite({ DATABASE_URL: postgres.url, SMTP_URL: sink.url });
  const orm = await openDatabase(postgres.url);
  try {
    let fastestQueue: QueuedLaunch = { ms: Infinity, statements: 0 };
    let alone = 0;
    let sending = 0;
    let sentDuringLoad = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      alone = Math.max(alone, (await load(`${site.url}${PAGE}`)).rps);
      const queued = await queueLaunch(postgres.url);
      if (queued.ms < fastestQueue.ms) fastestQueue = queued;
      await waitForSending(orm, await countOf(orm, 'sent'));
      const sentBefore = await countOf(orm, 'sent');
      sending = Math.max(sending, (await load(`${site.url}${PAGE}`)).rps);
      const sent = (await countOf(orm, 'sent')) - sentBefore;
      if ((await countOf(orm, 'queued')) === 0) {
        throw new Error('The outbox ran out of messages before the load ended');
      }
      sentDuringLoad = Math.min(sentDuringLoad, sent);
      // The rest of the launch is not sent: the next round's first load runs with the outbox idle.
      await orm.em.fork().execute(`delete from outbox_messages where state = 'queued'`);
      await waitUntilNothingSends(orm);
    }
    return [
      {
        name: `Queueing a launch to ${LAUNCH_RECIPIENTS.toLocaleString('en')} recipients`,
        value: fastestQueue.ms,
        unit: 'ms',
        target: 1000,
        kind: 'max',
      },
      {
        name: `Statements to queue a launch to ${LAUNCH_RECIPIENTS.toLocaleString('en')} recipients`,
        value: fastestQueue.statements,
        unit: 'statements',
        target: 1,
        kind: 'max',
      },
      {
        name: `GET ${PAGE} while the outbox sends (${Math.round(sending)} req/s, at least ${sentDuringLoad} messages in 10 s) / without (${Math.round(alone)} req/s)`,
        value: sending / alone,
        unit: '×',
        target: 0.95,
        kind: 'min',
      },
    ];
  } finally {
    await orm.close();
    await site.stop();
    await sink.stop();
    await postgres.stop();
  }
}

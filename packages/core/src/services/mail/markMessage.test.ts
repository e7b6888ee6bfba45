import { useTestDatabase } from '@studio/db/testing';
import { outboxRows, personalLinkOf, queueTestMessages, timePasses } from '../../testing/outbox';
import { claimNextMessage } from './claimMessage';
import { markAttemptFailed, markSent } from './markMessage';

const database = useTestDatabase({ emptyBeforeEach: true });
const orm = () => database().orm;

async function claimed() {
  await queueTestMessages(orm(), ['ana@example.com']);
  return (await claimNextMessage(orm().em.fork(), 60_000))!;
}

describe('marking an attempt', () => {
  it('marks a message the server took as sent, keeping none of its personal values', async () => {
    const message = await claimed();
    await markSent(orm().em.fork(), message.id);
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({ state: 'sent', attempts: 1, lastError: null, personalValues: {} }),
    ]);
  });

  it('queues a message again a minute after a temporary failure, keeping the error', async () => {
    const message = await claimed();
    await markAttemptFailed(orm().em.fork(), message, {
      error: '451 Try again later',
      retry: true,
    });
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({
        state: 'queued',
        attempts: 1,
        lastError: '451 Try again later',
        waitSeconds: 60,
        personalValues: personalLinkOf('ana@example.com'),
      }),
    ]);
  });

  it('waits twice as long after each further temporary failure', async () => {
    const first = await claimed();
    await markAttemptFailed(orm().em.fork(), first, { error: '421 Busy', retry: true });
    await timePasses(orm(), first.id, 60);
    const second = (await claimNextMessage(orm().em.fork(), 60_000))!;
    await markAttemptFailed(orm().em.fork(), second, { error: '421 Busy', retry: true });
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({ state: 'queued', attempts: 2, waitSeconds: 120 }),
    ]);
  });

  it('gives a message up at once when the server refuses it for good, keeping none of its personal values', async () => {
    const message = await claimed();
    await markAttemptFailed(orm().em.fork(), message, {
      error: '550 No such user',
      retry: false,
    });
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        lastError: '550 No such user',
        personalValues: {},
      }),
    ]);
  });

  it('gives a message up when its next attempt would come more than a day after its first', async () => {
    const message = await claimed();
    await timePasses(orm(), message.id, 24 * 60 * 60 - 30);
    await markAttemptFailed(orm().em.fork(), message, { error: '421 Busy', retry: true });
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({ state: 'failed', lastError: '421 Busy' }),
    ]);
  });
});

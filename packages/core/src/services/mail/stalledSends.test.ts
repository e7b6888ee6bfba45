import { useTestDatabase } from '@studio/db/testing';
import { outboxRows, queueTestMessages } from '../../testing/outbox';
import { claimNextMessage } from './claimMessage';
import { failStalledSends, STOPPED_WHILE_SENDING } from './stalledSends';

const database = useTestDatabase({ emptyBeforeEach: true });
const orm = () => database().orm;

describe('messages cut off while sending', () => {
  it('are given up once their lease has run out, never sent again, keeping none of their personal values', async () => {
    await queueTestMessages(orm(), ['ana@example.com']);
    await claimNextMessage(orm().em.fork(), 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await failStalledSends(orm().em.fork())).toBe(1);
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        lastError: STOPPED_WHILE_SENDING,
        personalValues: {},
      }),
    ]);
    expect(await claimNextMessage(orm().em.fork(), 60_000)).toBeNull();
  });

  it('are left alone while their lease runs', async () => {
    await queueTestMessages(orm(), ['ana@example.com']);
    await claimNextMessage(orm().em.fork(), 60_000);
    expect(await failStalledSends(orm().em.fork())).toBe(0);
    expect(await outboxRows(orm())).toEqual([expect.objectContaining({ state: 'sending' })]);
  });
});

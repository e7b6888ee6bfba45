import { useTestDatabase } from '@studio/db/testing';
import {
  outboxRows,
  personalLinkOf,
  queueTestMessages,
  TEST_CONTENT,
  timePasses,
} from '../../testing/outbox';
import { claimNextMessage } from './claimMessage';

const database = useTestDatabase({ emptyBeforeEach: true });
const orm = () => database().orm;
const LEASE_MS = 60_000;

describe('claiming a message for sending', () => {
  it('takes the oldest due message with its content, marked sending and its attempt counted', async () => {
    const [first] = await queueTestMessages(orm(), ['ana@example.com', 'bo@example.com']);
    expect(await claimNextMessage(orm().em.fork(), LEASE_MS)).toEqual({
      id: first,
      to: 'ana@example.com',
      personalValues: personalLinkOf('ana@example.com'),
      attempts: 1,
      ...TEST_CONTENT,
    });
    expect((await outboxRows(orm())).map(({ state, attempts }) => [state, attempts])).toEqual([
      ['sending', 1],
      ['queued', 0],
    ]);
  });

  it('gives each message to one of many claimers at once', async () => {
    const ids = await queueTestMessages(
      orm(),
      Array.from({ length: 10 }, (_, n) => `fan${n}@example.com`),
    );
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => claimNextMessage(orm().em.fork(), LEASE_MS)),
    );
    const claimed = claims.filter((claim) => claim !== null).map((claim) => claim.id);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it('leaves a message whose back-off has not ended', async () => {
    const [id] = await queueTestMessages(orm(), ['ana@example.com']);
    await timePasses(orm(), id!, -60);
    expect(await claimNextMessage(orm().em.fork(), LEASE_MS)).toBeNull();
  });
});

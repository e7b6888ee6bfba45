import { useTestDatabase } from '@studio/db/testing';
import { outboxRows, queueTestMessages, TEST_CONTENT } from '../../testing/outbox';
import { queueMail, queueMailToSelection } from './queueMail';

const database = useTestDatabase({ emptyBeforeEach: true });
const orm = () => database().orm;

const count = async (table: string) =>
  (await orm().em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('queueing mail', () => {
  it('queues one waiting message per recipient, sharing one content', async () => {
    const ids = await queueTestMessages(orm(), ['ana@example.com', 'bo@example.com']);
    expect(ids).toHaveLength(2);
    expect(await outboxRows(orm())).toEqual([
      expect.objectContaining({ to: 'ana@example.com', state: 'queued', attempts: 0 }),
      expect.objectContaining({ to: 'bo@example.com', state: 'queued', attempts: 0 }),
    ]);
    expect(await count('mail_contents')).toBe(1);
  });

  it("keeps each recipient's own values", async () => {
    await orm()
      .em.fork()
      .transactional((tx) =>
        queueMail(
          tx,
          TEST_CONTENT,
          [{ to: 'ana@example.com', personalValues: { unsubscribeUrl: 'https://x.example/u/1' } }],
          'launch:app:1',
        ),
      );
    const [row] = await orm()
      .em.fork()
      .execute('select personal_values as "values", purpose from outbox_messages');
    expect(row).toEqual({
      values: { unsubscribeUrl: 'https://x.example/u/1' },
      purpose: 'launch:app:1',
    });
  });

  it('leaves nothing behind when the transaction that queued it rolls back', async () => {
    await expect(
      orm()
        .em.fork()
        .transactional(async (tx) => {
          await queueMail(tx, TEST_CONTENT, [{ to: 'ana@example.com' }], 'test');
          throw new Error('The subscription failed');
        }),
    ).rejects.toThrow('The subscription failed');
    expect(await count('outbox_messages')).toBe(0);
    expect(await count('mail_contents')).toBe(0);
  });

  it('queues every recipient a query selects, 10,000 of them, with their values', async () => {
    const queued = await orm()
      .em.fork()
      .transactional((tx) =>
        queueMailToSelection(
          tx,
          TEST_CONTENT,
          {
            sql: `select 'fan' || n || '@example.com' as to_address,
                         jsonb_build_object('unsubscribeUrl', ? || n) as personal_values
                    from generate_series(1, ?) as n`,
            params: ['https://studio.example/subscriptions/unsubscribe/', 10_000],
          },
          'launch:app:12',
        ),
      );
    expect(queued).toBe(10_000);
    const [last] = await orm()
      .em.fork()
      .execute(
        `select to_address as "to", personal_values as "values", purpose, state
           from outbox_messages order by id desc limit 1`,
      );
    expect(last).toEqual({
      to: 'fan10000@example.com',
      values: { unsubscribeUrl: 'https://studio.example/subscriptions/unsubscribe/10000' },
      purpose: 'launch:app:12',
      state: 'queued',
    });
    expect(await count('mail_contents')).toBe(1);
  });
});

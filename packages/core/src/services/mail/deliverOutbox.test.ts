import { useTestDatabase } from '@studio/db/testing';
import { outboxRows, queueTestMessages } from '../../testing/outbox';
import type { ClaimedMessage } from './claimMessage';
import { deliverOutbox, type SendOutcome } from './deliverOutbox';

const database = useTestDatabase({ emptyBeforeEach: true });
const orm = () => database().orm;

/** A stand-in SMTP server's side: records what it was handed, and the message's state at that moment. */
function recordingSend(outcome: (message: ClaimedMessage) => SendOutcome = () => ({ sent: true })) {
  const handed: { to: string; stateWhenHanded: string }[] = [];
  async function send(message: ClaimedMessage): Promise<SendOutcome> {
    const [row] = await orm()
      .em.fork()
      .execute<{ state: string }[]>('select state from outbox_messages where id = ?', [message.id]);
    handed.push({ to: message.to, stateWhenHanded: row!.state });
    return outcome(message);
  }
  return { handed, send };
}

/** A round that runs until nothing is due, sending each message as soon as the last is done. */
const UNPACED = { leaseMs: 60_000, stopping: () => false, pace: async () => {} };

describe('delivering the outbox', () => {
  it('hands every due message over once, marked sending beforehand, and marks it sent', async () => {
    await queueTestMessages(orm(), ['ana@example.com', 'bo@example.com']);
    const { handed, send } = recordingSend();
    expect(await deliverOutbox(orm().em.fork(), { ...UNPACED, send })).toEqual({
      sent: 2,
      failed: 0,
      stalled: 0,
    });
    expect(handed).toEqual([
      { to: 'ana@example.com', stateWhenHanded: 'sending' },
      { to: 'bo@example.com', stateWhenHanded: 'sending' },
    ]);
    expect((await outboxRows(orm())).map((row) => row.state)).toEqual(['sent', 'sent']);
  });

  it('keeps a failed attempt for later and goes on with the next message', async () => {
    await queueTestMessages(orm(), ['busy@example.com', 'bo@example.com']);
    const { send } = recordingSend((message) =>
      message.to === 'busy@example.com'
        ? { sent: false, error: '451 Try later', retry: true }
        : { sent: true },
    );
    expect(await deliverOutbox(orm().em.fork(), { ...UNPACED, send })).toEqual({
      sent: 1,
      failed: 1,
      stalled: 0,
    });
    expect((await outboxRows(orm())).map((row) => [row.state, row.lastError])).toEqual([
      ['queued', '451 Try later'],
      ['sent', null],
    ]);
  });

  it('stops between messages when the instance closes', async () => {
    await queueTestMessages(orm(), ['ana@example.com', 'bo@example.com']);
    const { handed, send } = recordingSend();
    await deliverOutbox(orm().em.fork(), { ...UNPACED, send, stopping: () => handed.length > 0 });
    expect((await outboxRows(orm())).map((row) => row.state)).toEqual(['sent', 'queued']);
  });

  it('awaits its pace before claiming each message', async () => {
    await queueTestMessages(orm(), ['ana@example.com', 'bo@example.com']);
    const { handed, send } = recordingSend();
    const claimedWhenPaced: string[][] = [];
    const pace = async () => {
      claimedWhenPaced.push((await outboxRows(orm())).map((row) => row.state));
    };
    await deliverOutbox(orm().em.fork(), { ...UNPACED, send, pace });
    expect(handed).toHaveLength(2);
    expect(claimedWhenPaced).toEqual([
      ['queued', 'queued'],
      ['sent', 'queued'],
      ['sent', 'sent'],
    ]);
  });
});

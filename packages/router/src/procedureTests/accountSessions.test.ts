import { addSessionsOfBoth, securityEvents, sessionIds, useAccounts } from '../testing/accounts';
import { callAs, failureOf } from '../testing/harness';

const { orm } = useAccounts();

async function setUp() {
  const { alice, bob } = await addSessionsOfBoth(orm());
  await orm().em.execute(
    `update sessions set user_agent = 'Phone browser', address = '198.51.100.0/24',
       last_seen_at = now() + interval '1 minute' where sid = 'alice-phone'`,
  );
  return { alice, bob, sessions: callAs(orm(), alice).caller.account.sessions };
}

const publicIdOf = async (sid: string) =>
  (
    await orm().em.execute<{ id: string }[]>('select public_id as id from sessions where sid = ?', [
      sid,
    ])
  )[0]!.id;

describe('the list of sessions', () => {
  it("lists the user's own sessions, most recently used first, this one marked", async () => {
    const { sessions } = await setUp();
    const list = await sessions.list();
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      id: await publicIdOf('alice-phone'),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      userAgent: 'Phone browser',
      address: '198.51.100.0/24',
      current: false,
    });
    expect(list.filter((session) => session.current)).toEqual([
      expect.objectContaining({ id: await publicIdOf('session-of-this-call') }),
    ]);
  });

  it("never shows a session's cookie id", async () => {
    const { sessions } = await setUp();
    const shown = JSON.stringify(await sessions.list());
    for (const sid of ['session-of-this-call', 'alice-phone', 'alice-laptop'])
      expect(shown).not.toContain(sid);
  });

  it('leaves out sessions that expired', async () => {
    const { sessions } = await setUp();
    await orm().em.execute(
      "update sessions set expires_at = now() - interval '1 second' where sid = 'alice-laptop'",
    );
    expect(await sessions.list()).toHaveLength(2);
  });
});

describe('ending sessions', () => {
  it('ends one by its public id, and records it', async () => {
    const { sessions } = await setUp();
    expect(await sessions.end({ id: await publicIdOf('alice-phone') })).toEqual({ ended: 1 });
    expect(await sessionIds(orm())).toEqual([
      'alice-laptop',
      'bob-desktop',
      'session-of-this-call',
    ]);
    expect(await securityEvents(orm())).toEqual([['ended', 'session', 'alice', '203.0.113.0/24']]);
  });

  it('signs this browser out when it ends its own session', async () => {
    const { alice } = await setUp();
    const call = callAs(orm(), alice);
    await call.caller.account.sessions.end({ id: await publicIdOf('session-of-this-call') });
    expect(call.session.signOuts).toBe(1);
  });

  it("answers 404 for another user's session, and ends nothing", async () => {
    const { sessions } = await setUp();
    expect(await failureOf(sessions.end({ id: await publicIdOf('bob-desktop') }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Session not found',
    });
    expect(await sessionIds(orm())).toHaveLength(4);
  });

  it('ends every other session of the user, and keeps this one and other users’', async () => {
    const { sessions } = await setUp();
    expect(await sessions.endOthers()).toEqual({ ended: 2 });
    expect(await sessionIds(orm())).toEqual(['bob-desktop', 'session-of-this-call']);
    expect(await securityEvents(orm())).toEqual([['ended', 'session', 'alice', '203.0.113.0/24']]);
  });

  it('are for signed-in users only', async () => {
    expect((await failureOf(callAs(orm(), null).caller.account.sessions.list())).code).toBe(
      'UNAUTHORIZED',
    );
  });
});

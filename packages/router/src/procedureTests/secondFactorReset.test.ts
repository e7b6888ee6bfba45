import { resetSecondFactors } from '@studio/core/services/accounts/signIn/resetSecondFactors';
import { addSessions, securityEvents, sessionIds, useAccounts } from '../testing/accounts';
import { USER_PASSWORD } from '../testing/harness';
import { addAuthenticatorApp, addPasskey, passwordStep } from '../testing/secondFactors';

const { orm, ...users } = useAccounts();

describe("the operator's reset of an account's second factors", () => {
  it('removes its passkeys, app and recovery codes and ends its sessions; the password signs in again', async () => {
    const alice = await users.alice();
    const bob = await users.bob();
    await addPasskey(orm(), alice);
    await addAuthenticatorApp(orm(), alice);
    await addAuthenticatorApp(orm(), bob);
    await addSessions(orm(), [
      ['alice-phone', alice.id],
      ['bob-desktop', bob.id],
    ]);
    expect(await resetSecondFactors(orm().em.fork(), 'ALICE')).toEqual({
      username: 'alice',
      passkeys: 1,
      authenticatorApp: true,
      endedSessions: 1,
    });
    expect(await sessionIds(orm())).toEqual(['bob-desktop']);
    expect((await passwordStep(orm(), 'alice', USER_PASSWORD)).answer).toMatchObject({
      username: 'alice',
    });
    expect((await passwordStep(orm(), 'bob', USER_PASSWORD)).answer).toEqual({
      secondFactorRequired: true,
    });
    const codesLeft = await orm().em.execute(`select 1 from recovery_codes where user_id = ?`, [
      alice.id,
    ]);
    expect(codesLeft).toEqual([]);
    expect((await securityEvents(orm())).find(([action]) => action === 'reset')).toEqual([
      'reset',
      'secondFactor',
      null,
      null,
    ]);
  });

  it('refuses an unknown username', async () => {
    await expect(resetSecondFactors(orm().em.fork(), 'nobody')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'No account is named "nobody".',
    });
  });
});

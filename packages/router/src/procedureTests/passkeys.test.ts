import { SoftAuthenticator } from '@studio/core/testing/softAuthenticator';
import { addSessions, securityEvents, sessionIds, useAccounts } from '../testing/accounts';
import { callAs, failureOf, SITE_ORIGIN, USER_PASSWORD } from '../testing/harness';
import { addPasskey, passkeyAnswer } from '../testing/secondFactors';

const { orm, alice, bob } = useAccounts();

const signIn = (response: Awaited<ReturnType<typeof passkeyAnswer>>) => {
  const call = callAs(orm(), null);
  return { call, result: call.caller.auth.passkey({ response }) };
};

describe('adding a passkey', () => {
  it('lists it by its name, with when it was added and never used', async () => {
    const { passkey } = await addPasskey(orm(), await alice(), undefined, 'MacBook');
    expect(passkey).toEqual({
      id: expect.any(Number),
      name: 'MacBook',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await callAs(orm(), await alice()).caller.account.passkeys.list()).toEqual([passkey]);
  });

  it('asks for a discoverable passkey, user verification preferred, for the site', async () => {
    const options = await callAs(
      orm(),
      await alice(),
    ).caller.account.passkeys.registrationOptions();
    expect(options).toMatchObject({
      rp: { id: 'studio.example', name: 'studio.example' },
      user: { name: 'alice' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
  });

  it('offers the same algorithms on every Node the site runs on: EdDSA, ES256 and RS256', async () => {
    const options = await callAs(
      orm(),
      await alice(),
    ).caller.account.passkeys.registrationOptions();
    expect(options.pubKeyCredParams.map(({ alg }) => alg)).toEqual([-8, -7, -257]);
  });

  it("names the account's passkeys, so that an authenticator does not make a second one", async () => {
    const { authenticator } = await addPasskey(orm(), await alice());
    const options = await callAs(
      orm(),
      await alice(),
    ).caller.account.passkeys.registrationOptions();
    expect(options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId.toString('base64url') }),
    ]);
  });

  it("ends the account's other sessions, and records it", async () => {
    const user = await alice();
    await addSessions(orm(), [
      ['session-of-this-call', user.id],
      ['alice-phone', user.id],
    ]);
    await addPasskey(orm(), user);
    expect(await sessionIds(orm())).toEqual(['session-of-this-call']);
    expect(await securityEvents(orm())).toEqual([['added', 'passkey', 'alice', '203.0.113.0/24']]);
  });

  it('refuses an answer to a challenge used already, or expired, or given to someone else', async () => {
    const user = await alice();
    const authenticator = new SoftAuthenticator();
    const options = await callAs(orm(), user).caller.account.passkeys.registrationOptions();
    const response = authenticator.register(options, SITE_ORIGIN);
    await callAs(orm(), user).caller.account.passkeys.add({ name: 'One', response });
    const again = callAs(orm(), user).caller.account.passkeys.add({ name: 'Two', response });
    expect(await failureOf(again)).toEqual({
      code: 'BAD_REQUEST',
      message:
        'The passkey could not be verified, or its request has expired. Try adding it again.',
    });

    const late = await callAs(orm(), user).caller.account.passkeys.registrationOptions();
    await orm().em.execute(
      "update passkey_challenges set expires_at = now() - interval '1 second'",
    );
    const expired = callAs(orm(), user).caller.account.passkeys.add({
      name: 'Late',
      response: new SoftAuthenticator().register(late, SITE_ORIGIN),
    });
    expect((await failureOf(expired)).code).toBe('BAD_REQUEST');

    const forBob = await callAs(orm(), await bob()).caller.account.passkeys.registrationOptions();
    const stolen = callAs(orm(), user).caller.account.passkeys.add({
      name: 'Stolen',
      response: new SoftAuthenticator().register(forBob, SITE_ORIGIN),
    });
    expect((await failureOf(stolen)).code).toBe('BAD_REQUEST');
    expect(await callAs(orm(), user).caller.account.passkeys.list()).toHaveLength(1);
  });

  it('refuses a passkey made for another site', async () => {
    const user = await alice();
    const options = await callAs(orm(), user).caller.account.passkeys.registrationOptions();
    const add = callAs(orm(), user).caller.account.passkeys.add({
      name: 'Phished',
      response: new SoftAuthenticator().register(options, 'https://studio.example.evil'),
    });
    expect((await failureOf(add)).code).toBe('BAD_REQUEST');
  });

  it('needs a name of 1 to 64 characters', async () => {
    const user = await alice();
    const options = await callAs(orm(), user).caller.account.passkeys.registrationOptions();
    const add = callAs(orm(), user).caller.account.passkeys.add({
      name: ' ',
      response: new SoftAuthenticator().register(options, SITE_ORIGIN),
    });
    expect((await failureOf(add)).code).toBe('BAD_REQUEST');
  });

  it('is for signed-in users only', async () => {
    expect(
      (await failureOf(callAs(orm(), null).caller.account.passkeys.registrationOptions())).code,
    ).toBe('UNAUTHORIZED');
  });
});

describe('signing in with a passkey', () => {
  it('signs the account in without a username or password, and records it', async () => {
    const { authenticator } = await addPasskey(orm(), await alice(), undefined, 'MacBook');
    const { call, result } = signIn(await passkeyAnswer(orm(), authenticator));
    expect(await result).toEqual({ id: expect.any(Number), username: 'alice', isAdmin: true });
    expect(call.session.signIns).toEqual([(await alice()).id]);
    expect((await securityEvents(orm())).at(-1)).toEqual([
      'signedIn',
      'passkey',
      'alice',
      '203.0.113.0/24',
    ]);
    const [passkey] = await callAs(orm(), await alice()).caller.account.passkeys.list();
    expect(passkey?.lastUsedAt).toEqual(expect.any(String));
  });

  it('asks the browser for any passkey of the site, user verification preferred', async () => {
    const options = await callAs(orm(), null).caller.auth.passkeyOptions();
    expect(options).toMatchObject({ rpId: 'studio.example', userVerification: 'preferred' });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('refuses an unknown passkey with 401', async () => {
    const { result } = signIn(await passkeyAnswer(orm(), new SoftAuthenticator()));
    expect(await failureOf(result)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'This passkey could not sign you in.',
    });
  });

  it('refuses a signature counter that went back (a cloned authenticator) with 401', async () => {
    const { authenticator } = await addPasskey(orm(), await alice());
    await signIn(await passkeyAnswer(orm(), authenticator)).result;
    await signIn(await passkeyAnswer(orm(), authenticator)).result;
    authenticator.counter = 0;
    const { call, result } = signIn(await passkeyAnswer(orm(), authenticator));
    expect((await failureOf(result)).code).toBe('UNAUTHORIZED');
    expect(call.session.signIns).toEqual([]);
  });

  it('takes each challenge once, and none after 5 minutes', async () => {
    const { authenticator } = await addPasskey(orm(), await alice());
    const answer = await passkeyAnswer(orm(), authenticator);
    await signIn(answer).result;
    expect((await failureOf(signIn(answer).result)).code).toBe('UNAUTHORIZED');

    const late = await passkeyAnswer(orm(), authenticator);
    await orm().em.execute(
      "update passkey_challenges set expires_at = now() - interval '1 second'",
    );
    expect((await failureOf(signIn(late).result)).code).toBe('UNAUTHORIZED');
  });

  it('refuses a challenge given out for adding a passkey', async () => {
    const user = await alice();
    const { authenticator } = await addPasskey(orm(), user);
    const registration = await callAs(orm(), user).caller.account.passkeys.registrationOptions();
    const answer = authenticator.authenticate(
      { challenge: registration.challenge, rpId: 'studio.example' },
      SITE_ORIGIN,
    );
    expect((await failureOf(signIn(answer).result)).code).toBe('UNAUTHORIZED');
  });

  it('refuses a signature made for another site', async () => {
    const { authenticator } = await addPasskey(orm(), await alice());
    const options = await callAs(orm(), null).caller.auth.passkeyOptions();
    const answer = authenticator.authenticate(options, 'https://studio.example.evil');
    expect((await failureOf(signIn(answer).result)).code).toBe('UNAUTHORIZED');
  });

  it('keeps the password alone from signing the account in', async () => {
    await addPasskey(orm(), await alice());
    const call = callAs(orm(), null);
    expect(await call.caller.auth.login({ username: 'alice', password: USER_PASSWORD })).toEqual({
      secondFactorRequired: true,
    });
    expect(call.session.signIns).toEqual([]);
  });
});

describe('removing a passkey', () => {
  it('removes it, ends the other sessions and records it; it signs in no more', async () => {
    const user = await alice();
    const { passkey, authenticator } = await addPasskey(orm(), user);
    await addSessions(orm(), [['alice-phone', user.id]]);
    expect(await callAs(orm(), user).caller.account.passkeys.remove({ id: passkey.id })).toEqual({
      id: passkey.id,
      deleted: true,
    });
    expect(await sessionIds(orm())).toEqual([]);
    expect((await securityEvents(orm())).at(-1)).toEqual([
      'removed',
      'passkey',
      'alice',
      '203.0.113.0/24',
    ]);
    expect((await failureOf(signIn(await passkeyAnswer(orm(), authenticator)).result)).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it("answers 404 for another account's passkey, and keeps it", async () => {
    const { passkey } = await addPasskey(orm(), await alice());
    const remove = callAs(orm(), await bob()).caller.account.passkeys.remove({ id: passkey.id });
    expect(await failureOf(remove)).toEqual({ code: 'NOT_FOUND', message: 'Passkey not found' });
    expect(await callAs(orm(), await alice()).caller.account.passkeys.list()).toHaveLength(1);
  });
});

import { appCodeAt } from '@studio/core/testing/authenticatorCodes';
import { addSessions, securityEvents, sessionIds, useAccounts } from '../testing/accounts';
import { callAs, failureOf, USER_PASSWORD } from '../testing/harness';
import { addAuthenticatorApp, passwordStep, secondStep } from '../testing/secondFactors';

const { orm, alice, bob } = useAccounts();

const account = async () => callAs(orm(), await alice()).caller.account.authenticator;
const WRONG_CODE = {
  code: 'UNAUTHORIZED',
  message: 'That code is not right, or it was used already',
};
const SIGN_IN_AGAIN = {
  code: 'UNAUTHORIZED',
  message: 'Too many wrong codes: sign in with your password again.',
};
const NO_PENDING_SIGN_IN = {
  code: 'UNAUTHORIZED',
  message:
    'Sign in with your password first: its authentication code must follow within 5 minutes.',
};
const TOO_MANY = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many failed login attempts. Try again in 10 minutes.',
};
/** Where password steps come from in the tests below (codes come from the default address). */
const ADDRESSES = ['198.51.100.10', '198.51.100.11', '198.51.100.12', '198.51.100.13'];
/** A guesser's address: a /64 of its own for each n, as a guesser with IPv6 has. */
const guesser = (n: number) => `2001:db8:${n.toString(16)}::1`;

/** A code that is no code of the app now, nor one step either side. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => appCodeAt(secret, Date.now() + offset));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

describe('setting up an authenticator app', () => {
  it('gives a secret and its otpauth address, for the site and the account', async () => {
    const setup = await (await account()).start();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/studio.example:alice');
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('studio.example');
  });

  it('counts for nothing until a code confirms it: the password alone still signs in', async () => {
    await (await account()).start();
    const { answer } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(answer).toMatchObject({ username: 'alice' });
    expect(await (await account()).status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('keeps the secret sealed in the database', async () => {
    const { secret } = await (await account()).start();
    const [row] = await orm().em.execute<{ sealed: string }[]>(
      'select sealed_secret as sealed from authenticator_apps',
    );
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain(secret);
  });

  it('refuses a wrong code on the code field, and stays off', async () => {
    const { secret } = await (await account()).start();
    const failure = await (
      await account()
    )
      .confirm({ code: wrongCode(secret) })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect((failure as { cause: { errors: unknown } }).cause.errors).toEqual({
      code: ['That code is not right, or it was used already'],
    });
    expect((await (await account()).status()).enabled).toBe(false);
  });

  it('turns on with a current code: 10 recovery codes, other sessions ended, recorded', async () => {
    const user = await alice();
    await addSessions(orm(), [
      ['session-of-this-call', user.id],
      ['alice-phone', user.id],
    ]);
    const { secret } = await (await account()).start();
    const { recoveryCodes } = await (await account()).confirm({ code: appCodeAt(secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^([0-9a-z]{4}-){3}[0-9a-z]{4}$/);
    expect(await (await account()).status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(await sessionIds(orm())).toEqual(['session-of-this-call']);
    expect(await securityEvents(orm())).toEqual([
      ['added', 'authenticator', 'alice', '203.0.113.0/24'],
    ]);
  });

  it('keeps only hashes of the recovery codes', async () => {
    const { recoveryCodes } = await addAuthenticatorApp(orm(), await alice());
    const rows = await orm().em.execute<{ hash: string }[]>(
      'select code_hash as hash from recovery_codes',
    );
    expect(rows).toHaveLength(10);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((code) => hash.includes(code.replace(/-/g, '')))).toBe(false);
    }
  });

  it('refuses a second app while one is set up (409), and a confirmation with none started (404)', async () => {
    await addAuthenticatorApp(orm(), await alice());
    expect((await failureOf((await account()).start())).code).toBe('CONFLICT');
    const bobsApp = callAs(orm(), await bob()).caller.account.authenticator;
    expect(await failureOf(bobsApp.confirm({ code: '123456' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'No authenticator app is being set up. Start the setup again.',
    });
  });
});

describe('signing in with an authenticator app', () => {
  it('answers secondFactorRequired to the right password, and signs nobody in yet', async () => {
    await addAuthenticatorApp(orm(), await alice());
    const { answer, session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(answer).toEqual({ secondFactorRequired: true });
    expect(session.signIns).toEqual([]);
    expect(session.awaitingSecondFactor?.userId).toBe((await alice()).id);
  });

  it('still refuses a wrong password as before', async () => {
    await addAuthenticatorApp(orm(), await alice());
    expect((await failureOf(passwordStep(orm(), 'alice', 'wrong password'))).code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('signs in with the current code, and records how', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    const next = appCodeAt(secret, Date.now() + 30_000);
    expect(await secondStep(orm(), session, next)).toEqual(await alice());
    expect(session.signIns).toEqual([(await alice()).id]);
    expect((await securityEvents(orm())).at(-1)).toEqual([
      'signedIn',
      'authenticator',
      'alice',
      '203.0.113.0/24',
    ]);
  });

  it('takes each code once: the same code is refused the second time', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const code = appCodeAt(secret, Date.now() + 30_000);
    await secondStep(orm(), (await passwordStep(orm(), 'alice', USER_PASSWORD)).session, code);
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(await failureOf(secondStep(orm(), session, code))).toEqual(WRONG_CODE);
    expect(session.signIns).toEqual([]);
  });

  it('signs in with a recovery code, typed in any case, once', async () => {
    const { recoveryCodes } = await addAuthenticatorApp(orm(), await alice());
    const code = recoveryCodes[3]!;
    const first = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(await secondStep(orm(), first.session, code.toUpperCase())).toMatchObject({
      username: 'alice',
    });
    expect((await securityEvents(orm())).at(-1)?.slice(0, 2)).toEqual(['signedIn', 'recoveryCode']);
    const again = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(await failureOf(secondStep(orm(), again.session, code))).toEqual(WRONG_CODE);
    expect((await (await account()).status()).recoveryCodesLeft).toBe(9);
  });

  it('refuses a wrong code with 401 and records the failure', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(await failureOf(secondStep(orm(), session, wrongCode(secret)))).toEqual(WRONG_CODE);
    expect(session.signIns).toEqual([]);
    expect((await securityEvents(orm())).at(-1)).toEqual([
      'failed',
      'secondFactor',
      'alice',
      '203.0.113.0/24',
    ]);
  });

  it('counts wrong codes like wrong passwords: 5 from one address, then 429 even for the right code', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    for (const step of [1, 2]) {
      const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD, ADDRESSES[step]);
      for (let n = 0; n < (step === 1 ? 4 : 1); n++) {
        await failureOf(secondStep(orm(), session, wrongCode(secret)));
      }
    }
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD, ADDRESSES[3]);
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret)))).toEqual(TOO_MANY);
    expect((await failureOf(passwordStep(orm(), 'alice', USER_PASSWORD))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('gives no more guesses for signing in with the password again', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    for (let n = 0; n < 4; n++) await failureOf(secondStep(orm(), session, wrongCode(secret)));
    const again = await passwordStep(orm(), 'alice', USER_PASSWORD);
    await failureOf(secondStep(orm(), again.session, wrongCode(secret)));
    expect((await failureOf(secondStep(orm(), again.session, appCodeAt(secret)))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('wants the code within 5 minutes of the password', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    session.awaitingSecondFactor!.since -= 5 * 60_000 + 1000;
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret)))).toEqual(
      NO_PENDING_SIGN_IN,
    );
  });

  it('wants the password first', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const call = callAs(orm(), null).caller.auth.secondFactor({ code: appCodeAt(secret) });
    expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
  });
});

describe('guessing codes', () => {
  it('takes five codes after one password step: the fifth wrong one ends it', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    for (let n = 1; n <= 4; n++) {
      expect(await failureOf(secondStep(orm(), session, wrongCode(secret), guesser(n)))).toEqual(
        WRONG_CODE,
      );
    }
    expect(await failureOf(secondStep(orm(), session, wrongCode(secret), guesser(5)))).toEqual(
      SIGN_IN_AGAIN,
    );
    expect(session.signOuts).toBe(1);
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret), guesser(6)))).toEqual(
      NO_PENDING_SIGN_IN,
    );
  });

  it('signs in after the password step is made again', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const first = await passwordStep(orm(), 'alice', USER_PASSWORD);
    for (let n = 1; n <= 5; n++) {
      await failureOf(secondStep(orm(), first.session, wrongCode(secret), guesser(n)));
    }
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD, ADDRESSES[0]);
    const next = appCodeAt(secret, Date.now() + 30_000);
    expect(await secondStep(orm(), session, next, ADDRESSES[0])).toEqual(await alice());
  });

  it('checks no more than five of many codes sent at once, and ends the sign-in for the rest', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        failureOf(secondStep(orm(), session, wrongCode(secret), guesser(n))),
      ),
    );
    const checked = answers.filter(({ message }) => message === WRONG_CODE.message).length;
    expect(checked).toBeLessThanOrEqual(4);
    expect(answers.filter(({ message }) => message === SIGN_IN_AGAIN.message)).toHaveLength(
      40 - checked,
    );
    const failures = (await securityEvents(orm())).filter(([action]) => action === 'failed');
    expect(failures.length).toBeLessThanOrEqual(5);
  });

  it('locks the account’s codes after 10 wrong ones from any addresses, and records it', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    for (const step of [0, 1]) {
      const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD, ADDRESSES[step]);
      for (let n = 1; n <= 5; n++) {
        await failureOf(secondStep(orm(), session, wrongCode(secret), guesser(step * 5 + n)));
      }
    }
    expect((await securityEvents(orm())).at(-1)).toEqual([
      'locked',
      'secondFactor',
      'alice',
      '2001:db8:a::/48',
    ]);
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD, ADDRESSES[2]);
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret), guesser(11)))).toEqual(
      TOO_MANY,
    );
  });

  it('counts the codes a signed-in session gives to change the app toward the same lock', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    for (let n = 1; n <= 10; n++) {
      const call = callAs(orm(), await alice(), { clientIp: guesser(n) });
      await failureOf(call.caller.account.authenticator.turnOff({ code: wrongCode(secret) }));
    }
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD, ADDRESSES[0]);
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret), guesser(11)))).toEqual(
      TOO_MANY,
    );
  });
});

describe('a sign-in waiting for its code', () => {
  it('is refused once the account’s password changed', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    await callAs(orm(), await alice()).caller.account.changePassword({
      currentPassword: USER_PASSWORD,
      newPassword: 'brand new secret',
    });
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret)))).toEqual(
      NO_PENDING_SIGN_IN,
    );
    expect(session.signIns).toEqual([]);
  });

  it('is refused once its owner signed out everywhere else', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    await callAs(orm(), await alice()).caller.account.sessions.endOthers();
    expect(await failureOf(secondStep(orm(), session, appCodeAt(secret)))).toEqual(
      NO_PENDING_SIGN_IN,
    );
  });

  it('is refused once the account’s second factors changed', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    const account = callAs(orm(), await alice()).caller.account.authenticator;
    const { recoveryCodes } = await account.regenerateRecoveryCodes({
      code: appCodeAt(secret, Date.now() + 30_000),
    });
    expect(await failureOf(secondStep(orm(), session, recoveryCodes[0]!))).toEqual(
      NO_PENDING_SIGN_IN,
    );
  });

  it('is ended in the sessions table with the account’s sessions', async () => {
    await addSessions(orm(), [['signed-in-elsewhere', (await alice()).id]]);
    await orm().em.execute(
      `insert into sessions (sid, data, expires_at, awaiting_user_id)
       values ('waiting-for-a-code', '{}'::jsonb, now() + interval '5 minutes', ?)`,
      [(await alice()).id],
    );
    await callAs(orm(), await alice()).caller.account.sessions.endOthers();
    expect(await sessionIds(orm())).toEqual([]);
  });
});

describe('turning the authenticator app off', () => {
  it('takes a current code; the password alone signs in again; other sessions end', async () => {
    const user = await alice();
    const { secret } = await addAuthenticatorApp(orm(), user);
    await addSessions(orm(), [['alice-phone', user.id]]);
    const code = appCodeAt(secret, Date.now() + 30_000);
    expect(await (await account()).turnOff({ code })).toEqual({
      message: 'Authenticator app turned off',
    });
    expect(await sessionIds(orm())).toEqual([]);
    expect(await (await account()).status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(orm(), 'alice', USER_PASSWORD)).answer).toMatchObject({
      username: 'alice',
    });
    expect((await securityEvents(orm())).at(-2)).toEqual([
      'removed',
      'authenticator',
      'alice',
      '203.0.113.0/24',
    ]);
  });

  it('takes a recovery code too', async () => {
    const { recoveryCodes } = await addAuthenticatorApp(orm(), await alice());
    await (await account()).turnOff({ code: recoveryCodes[0]! });
    expect((await (await account()).status()).enabled).toBe(false);
  });

  it('refuses a wrong code on the code field, counted like a wrong password', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    for (let n = 0; n < 5; n++) {
      expect((await failureOf((await account()).turnOff({ code: wrongCode(secret) }))).code).toBe(
        'BAD_REQUEST',
      );
    }
    expect((await failureOf((await account()).turnOff({ code: appCodeAt(secret) }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await (await account()).status()).enabled).toBe(true);
  });

  it('answers 404 when no app is set up', async () => {
    expect(await failureOf((await account()).turnOff({ code: '123456' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'No authenticator app is set up.',
    });
  });
});

describe('new recovery codes', () => {
  it('take a current code: 10 new codes, the old ones no longer sign in, recorded', async () => {
    const { secret, recoveryCodes: old } = await addAuthenticatorApp(orm(), await alice());
    const { recoveryCodes } = await (
      await account()
    ).regenerateRecoveryCodes({ code: appCodeAt(secret, Date.now() + 30_000) });
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[0]);
    const { session } = await passwordStep(orm(), 'alice', USER_PASSWORD);
    expect(await failureOf(secondStep(orm(), session, old[0]!))).toEqual(WRONG_CODE);
    expect(await secondStep(orm(), session, recoveryCodes[0]!)).toMatchObject({
      username: 'alice',
    });
    expect(await securityEvents(orm())).toContainEqual([
      'changed',
      'recoveryCode',
      'alice',
      '203.0.113.0/24',
    ]);
  });

  it('refuse a wrong code on the code field and keep the old codes', async () => {
    const { secret } = await addAuthenticatorApp(orm(), await alice());
    const failure = await failureOf(
      (await account()).regenerateRecoveryCodes({ code: wrongCode(secret) }),
    );
    expect(failure.code).toBe('BAD_REQUEST');
    expect(await (await account()).status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });
});

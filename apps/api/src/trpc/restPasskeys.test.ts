import {
  addPasskey,
  call,
  passkeySignIn,
  passwordStep,
  userAnswer,
} from '../testing/secondFactors';
import { sessionCookieOf, USER_PASSWORD, useTestServer } from '../testing/testServer';

const server = useTestServer();

const currentUser = (cookie: string | undefined) => userAnswer(server(), cookie ?? null);

describe('passkeys over the REST API', () => {
  it('adds a passkey (201), lists it, and signs in with it without a username', async () => {
    const cookie = await server().registerUser('keyholder');
    const { authenticator, added } = await addPasskey(server(), cookie, { name: 'Phone' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      name: 'Phone',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const list = await call(server(), cookie, { method: 'GET', url: '/api/account/passkeys' });
    expect(list.json()).toEqual([added.json()]);

    const signedIn = await passkeySignIn(server(), authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      id: expect.any(Number),
      username: 'keyholder',
      isAdmin: false,
    });
    expect((await currentUser(sessionCookieOf(signedIn))).statusCode).toBe(200);
  });

  it('makes passkeys for the site’s own origin, whatever host the request names', async () => {
    const cookie = await server().registerUser();
    const options = await call(server(), cookie, {
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: { host: 'studio.test:8080' },
    });
    expect(options.json()).toMatchObject({ rp: { id: 'localhost', name: 'localhost' } });
    const { added } = await addPasskey(server(), cookie, {
      origin: 'http://studio.test:8080',
      headers: { host: 'studio.test:8080' },
    });
    expect(added.statusCode).toBe(400);
  });

  it('refuses a passkey the site does not know (any more) with 401, and signs nobody in', async () => {
    const cookie = await server().registerUser();
    const { authenticator } = await addPasskey(server(), cookie);
    const listed = await call(server(), cookie, { method: 'GET', url: '/api/account/passkeys' });
    const [passkey] = listed.json<{ id: number }[]>();
    await call(server(), cookie, { method: 'DELETE', url: `/api/account/passkeys/${passkey!.id}` });
    const refused = await passkeySignIn(server(), authenticator);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'This passkey could not sign you in.' });
    expect(sessionCookieOf(refused)).toBeUndefined();
  });

  it('refuses a signature counter that went back with 401', async () => {
    const cookie = await server().registerUser();
    const { authenticator } = await addPasskey(server(), cookie);
    await passkeySignIn(server(), authenticator);
    authenticator.counter = 0;
    expect((await passkeySignIn(server(), authenticator)).statusCode).toBe(401);
  });

  it('keeps the password alone from signing in, and ends the other sessions when added', async () => {
    const cookie = await server().registerUser('twofold');
    const elsewhere = await server().logIn({ username: 'twofold', password: USER_PASSWORD });
    await addPasskey(server(), cookie);
    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const { response, cookie: waiting } = await passwordStep(server(), {
      username: 'twofold',
      password: USER_PASSWORD,
    });
    expect(response.json()).toEqual({ secondFactorRequired: true });
    expect((await currentUser(waiting ?? undefined)).statusCode).toBe(401);
  });

  it('answers 404 for a passkey that is not yours', async () => {
    const owner = await server().registerUser();
    const { added } = await addPasskey(server(), owner);
    const other = await server().registerUser();
    const response = await call(server(), other, {
      method: 'DELETE',
      url: `/api/account/passkeys/${added.json<{ id: number }>().id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Passkey not found' });
  });
});

describe('passkeys with PUBLIC_ORIGIN', () => {
  const site = useTestServer({ publicOrigin: 'https://studio.example' });

  it('are made for it and must be used from it, whatever the Host header says', async () => {
    const headers = { host: 'internal.host:3000', origin: 'https://studio.example' };
    const cookie = await site().registerUser();
    const options = await call(site(), cookie, {
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers,
    });
    expect(options.json()).toMatchObject({ rp: { id: 'studio.example' } });
    const { authenticator, added } = await addPasskey(site(), cookie, {
      origin: 'https://studio.example',
      headers,
    });
    expect(added.statusCode).toBe(201);
    const fromElsewhere = await passkeySignIn(site(), authenticator, {
      origin: 'http://internal.host:3000',
      headers,
    });
    expect(fromElsewhere.statusCode).toBe(401);
    const fromSite = await passkeySignIn(site(), authenticator, {
      origin: 'https://studio.example',
      headers,
    });
    expect(fromSite.statusCode).toBe(200);
  });
});

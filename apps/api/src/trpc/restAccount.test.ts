import { ADMIN, USER_PASSWORD, useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();

const changePassword = (cookie: string | null, body: object) =>
  server().app.inject({
    method: 'PUT',
    url: '/api/account/password',
    payload: body,
    ...(cookie ? withSession(cookie) : {}),
  });

const currentUser = (cookie: string) =>
  server().app.inject({ method: 'GET', url: '/api/user', ...withSession(cookie) });

describe('PUT /api/account/password', () => {
  it('changes the password, keeps this session and ends every other session of the user', async () => {
    const user = { username: 'changer', password: USER_PASSWORD };
    const here = await server().registerUser(user.username);
    const elsewhere = await server().logIn(user);
    const otherUser = await server().logIn(ADMIN);

    const response = await changePassword(here, {
      currentPassword: user.password,
      newPassword: 'a-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed' });

    expect((await currentUser(here)).statusCode).toBe(200);
    expect((await currentUser(elsewhere)).statusCode).toBe(401);
    expect((await currentUser(otherUser)).statusCode).toBe(200);
    await expect(server().logIn(user)).rejects.toThrow(/401/);
    expect(await server().logIn({ ...user, password: 'a-new-password' })).toEqual(
      expect.any(String),
    );
  });

  it('answers 400 with a message on currentPassword when it is wrong', async () => {
    const cookie = await server().registerUser('mistaken');
    const response = await changePassword(cookie, {
      currentPassword: 'not-the-password',
      newPassword: 'a-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { currentPassword: ['Current password is incorrect'] },
    });
  });

  it('answers 400 with the password rules for a short new password', async () => {
    const cookie = await server().registerUser('shorty');
    const response = await changePassword(cookie, {
      currentPassword: USER_PASSWORD,
      newPassword: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { newPassword: ['Password must be at least 8 characters'] },
    });
  });

  it('answers 400 on newPassword for a password easy to guess, and keeps the old one', async () => {
    const cookie = await server().registerUser('guessable');
    const response = await changePassword(cookie, {
      currentPassword: USER_PASSWORD,
      newPassword: 'password1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        newPassword: ['This password is too easy to guess. Choose a longer or less common one.'],
      },
    });
    expect(await server().logIn({ username: 'guessable', password: USER_PASSWORD })).toEqual(
      expect.any(String),
    );
  });

  it('answers 401 when signed out', async () => {
    const response = await changePassword(null, {
      currentPassword: USER_PASSWORD,
      newPassword: 'a-new-password',
    });
    expect(response.statusCode).toBe(401);
  });
});

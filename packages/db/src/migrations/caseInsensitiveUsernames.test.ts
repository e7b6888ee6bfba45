import { useTestDatabase } from '../testing';

const database = useTestDatabase();
const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  database().orm.em.getConnection().execute<T[]>(sql, params);

beforeAll(async () => {
  // Back to the schema before usernames ignored case, with what a running site had then.
  await database()
    .orm.getMigrator()
    .down({
      migrations: ['Migration20261123130102_caseInsensitiveUsernamesAndSessionOwners'],
    });
  await query(
    `insert into users (id, username, password, is_admin) values (1, 'ChiefAdmin', 'x', true), (2, 'chiefadmin', 'y', false), (3, 'other', 'z', false)`,
  );
  await query(`select setval('users_id_seq', 3)`);
  await query(
    `insert into sessions (sid, data, expires_at) values ('a', '{"userId": 2}', now() + interval '1 hour'), ('b', '{"userId": 99}', now() + interval '1 hour'), ('c', '{}', now() + interval '1 hour')`,
  );
  await query(`insert into login_throttles (key, failures) values ('user:other', 5)`);
  await database().orm.getMigrator().up();
});

describe('the migration to case-insensitive usernames', () => {
  it('keeps the oldest of names that differ only in case and renames the others', async () => {
    expect(await query('select id, username from users order by id')).toEqual([
      { id: 1, username: 'ChiefAdmin' },
      { id: 2, username: 'chiefadmin-2' },
      { id: 3, username: 'other' },
    ]);
  });

  it('refuses a name that differs from a taken one only in case', async () => {
    await expect(
      query(`insert into users (username, password) values ('OTHER', 'p')`),
    ).rejects.toThrow(/users_username_lower_unique/);
  });

  it('gives signed-in sessions their user, and drops those of users who no longer exist', async () => {
    expect(await query('select sid, user_id as "userId" from sessions order by sid')).toEqual([
      { sid: 'a', userId: 2 },
      { sid: 'c', userId: null },
    ]);
  });

  it('forgets login failures counted under the old keys', async () => {
    expect(await query('select key from login_throttles')).toEqual([]);
  });
});

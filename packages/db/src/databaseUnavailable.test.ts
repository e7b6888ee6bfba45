import { isDatabaseUnavailable } from './databaseUnavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    [
      'a missing database',
      Object.assign(new Error('database "x" does not exist'), { code: '3D000' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a database that stopped answering', new Error('Query read timeout')],
    ['a connection that was never answered', new Error('timeout expired')],
    [
      'a statement cancelled for taking too long',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    [
      'a cause further down',
      new Error('Internal server error', {
        cause: Object.assign(new Error('x'), { code: '08006' }),
      }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

import { ADMIN, REGULAR_USER, callAs, failureOf, useTestDatabase } from '../testing/harness';
import { appRouter } from '.';

const orm = useTestDatabase();

const adminPaths = Object.keys(appRouter._def.procedures).filter((path) =>
  path.startsWith('admin.'),
);

/** Calls a procedure by its dotted path, e.g. "admin.apps.delete", with an input it would accept. */
function callByPath(caller: unknown, path: string): Promise<unknown> {
  const procedure = path
    .split('.')
    .reduce((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  return procedure({ id: 1, limit: 5 });
}

describe('admin procedures', () => {
  it('cover apps, blog and the dashboard', () => {
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        'admin.apps.create',
        'admin.apps.update',
        'admin.apps.delete',
        'admin.blog.list',
        'admin.blog.byId',
        'admin.blog.create',
        'admin.blog.update',
        'admin.blog.delete',
        'admin.dashboard.stats',
        'admin.dashboard.activity',
      ]),
    );
  });

  it.each(adminPaths)(
    '%s refuses a signed-out caller with 401 "Not authenticated"',
    async (path) => {
      expect(await failureOf(callByPath(callAs(orm(), null).caller, path))).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Not authenticated',
      });
    },
  );

  it.each(adminPaths)('%s refuses a signed-in non-admin with 403', async (path) => {
    expect(await failureOf(callByPath(callAs(orm(), REGULAR_USER).caller, path))).toEqual({
      code: 'FORBIDDEN',
      message: 'Admin access required',
    });
  });

  it('lets an admin through', async () => {
    expect(await callAs(orm(), ADMIN).caller.admin.dashboard.stats()).toHaveProperty('totalApps');
  });
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { createAdminIfNone, ensureAdmin } from '@studio/router';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';

/** The configured admin exists with the configured password; without one, a first admin is made once. */
export async function prepareAdmin(
  em: EntityManager,
  admin: Config['admin'],
  log: FastifyBaseLogger,
): Promise<void> {
  if (admin) {
    await ensureAdmin(em, admin);
    log.info(`Admin account "${admin.username}" is ready (from ADMIN_USERNAME and ADMIN_PASSWORD)`);
    return;
  }
  const created = await createAdminIfNone(em);
  if (created) {
    log.warn(
      `Created the admin account "${created.username}" with the password ${created.password} - it is shown only this once. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.`,
    );
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import {
  createAdminIfNone,
  ensureAdmin,
  NotAnAdminAccount,
} from '@studio/core/services/accounts/admin/adminAccount';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '../config/config';

async function ensureConfiguredAdmin(
  em: EntityManager,
  admin: NonNullable<Config['admin']>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { username, password, promoteExisting } = admin;
  try {
    const { user, change, endedSessions } = await ensureAdmin(
      em,
      { username, password },
      { promoteExisting },
    );
    const ended = endedSessions === 1 ? '1 session' : `${endedSessions} sessions`;
    const outcome = {
      none: 'is ready',
      created: 'was created',
      password: `has the new ADMIN_PASSWORD; its ${ended} ended`,
      promoted: `was made the admin (ADMIN_PROMOTE_EXISTING); its ${ended} ended`,
    }[change];
    log.info(
      `Admin account "${user.username}" ${outcome} (from ADMIN_USERNAME and ADMIN_PASSWORD)`,
    );
  } catch (error) {
    if (!(error instanceof NotAnAdminAccount)) throw error;
    throw new ConfigError(
      `Configuration error: ADMIN_USERNAME names "${error.username}", an existing account that is not an admin. Choose another name, or set ADMIN_PROMOTE_EXISTING=true to make that account the admin.`,
    );
  }
}

/** The configured admin exists with the configured password; without one, a first admin is made once. */
export async function prepareAdmin(
  em: EntityManager,
  admin: Config['admin'],
  log: FastifyBaseLogger,
): Promise<void> {
  if (admin) return ensureConfiguredAdmin(em, admin, log);
  const created = await createAdminIfNone(em);
  if (created) {
    log.warn(
      `Created the admin account "${created.username}" with the password ${created.password} - it is shown only this once. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.`,
    );
  }
}

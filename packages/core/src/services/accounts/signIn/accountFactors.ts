import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether the account has a passkey or a confirmed authenticator app: then its password alone signs nobody in. */
export async function hasSecondFactor(em: EntityManager, userId: number): Promise<boolean> {
  const [row] = await em.execute<{ has: boolean }[]>(
    `select exists (select 1 from passkeys where user_id = ?)
         or exists (select 1 from authenticator_apps where user_id = ? and confirmed_at is not null) as has`,
    [userId, userId],
  );
  return row?.has ?? false;
}

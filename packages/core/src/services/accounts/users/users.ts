import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User as UserEntity } from '@studio/db';
import type { User } from '@studio/schemas';
import { toUser } from './userDto';

/** The user a session points at, or null when that account is gone. */
export async function findUser(em: EntityManager, id: number): Promise<User | null> {
  const user = await em.findOne(UserEntity, { id });
  return user ? toUser(user) : null;
}

/** The account with this name, whatever its case, with its password hash loaded. */
export function findAccount(em: EntityManager, username: string) {
  return em.findOne(
    UserEntity,
    { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() },
    { populate: ['password'] },
  );
}

import type { User as UserEntity } from '@studio/db';
import type { User } from '@studio/schemas';

/** What the client may see of a user: never the password hash. */
export function toUser(user: Pick<UserEntity, keyof User>): User {
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

import type { User } from '@studio/schemas';
import { forbidden, NOT_ADMIN, NOT_AUTHENTICATED, unauthorized } from './errors';

/** The signed-in user, or a refusal (401) when there is none. */
export function requireSignedIn(user: User | null): User {
  if (!user) throw unauthorized(NOT_AUTHENTICATED);
  return user;
}

/** The signed-in admin, or a refusal: 401 signed out, 403 signed in without admin rights. */
export function requireAdmin(user: User | null): User {
  const signedIn = requireSignedIn(user);
  if (!signedIn.isAdmin) throw forbidden(NOT_ADMIN);
  return signedIn;
}

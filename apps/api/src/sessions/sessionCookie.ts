import type { Config } from '../config/config';

export const SESSION_COOKIE_NAME = 'studio_session';

/** HttpOnly, SameSite=Lax, whole site; Secure behind HTTPS ("auto" follows each request's protocol). */
export function sessionCookieOptions(config: Pick<Config, 'https'>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.https ? true : ('auto' as const),
  };
}

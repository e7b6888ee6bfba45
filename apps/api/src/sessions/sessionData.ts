/** What this app keeps in a session, besides the cookie settings @fastify/session stores. */
declare module 'fastify' {
  interface Session {
    userId?: number;
    /** Sign-in time (ms since epoch): the session is refused SESSION_MAX_HOURS later. */
    signedInAt?: number;
    /** The last minute with a request: changing it rewrites the session, so its idle expiry moves on. */
    activeMinute?: number;
    /** An account whose password was right, and when (ms since epoch): nobody is signed in until its second factor. */
    secondFactor?: { userId: number; since: number };
    /** The browser that signed in (its User-Agent, cut short), for the account's list of sessions. */
    userAgent?: string;
    /** The /24 or /48 network it signed in from, for the same list. */
    address?: string;
  }
}

/** Minutes since the epoch: the unit of activeMinute. */
export function currentMinute(): number {
  return Math.floor(Date.now() / 60_000);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '@studio/schemas';
import type { SecretBox } from './secretBox';

/** The session as the procedures see it; the API server implements it on top of @fastify/session. */
export interface SessionControl {
  /** Id of the signed-in user, or null. */
  readonly userId: number | null;
  /** Id of this session as the sessions table keys it, or null when there is none. */
  readonly id: string | null;
  /**
   * The account whose password was right and whose second factor is still to come (when the password step
   * began, ms since the epoch); null when none.
   */
  readonly awaitingSecondFactor: { userId: number; since: number } | null;
  /** Signs this user in under a new session id (never reuse the id from before login). */
  signIn(userId: number): Promise<void>;
  /** Notes, under a new session id, that this account's password was right; nobody is signed in yet. */
  awaitSecondFactor(userId: number): Promise<void>;
  /** Deletes the session on the server and clears the cookie. */
  signOut(): Promise<void>;
}

export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** How the site sends e-mail, from its configuration (MAIL_FROM, SMTP_URL, MAIL_RATE_PER_SECOND). */
export interface MailSetup {
  /** The From of every message. */
  sender: string;
  /** The SMTP server messages go to (no credentials), or null while none is set: they wait in the outbox. */
  smtpServer: string | null;
  /** At most this many messages a second leave each instance. */
  ratePerSecond: number;
}

/** What every procedure receives, for tRPC and REST calls alike. */
export interface Context {
  /** A request-scoped entity manager (its own identity map). */
  em: EntityManager;
  session: SessionControl;
  /** The signed-in user, loaded once per request; null when signed out. */
  user: User | null;
  /** The origin absolute links name: PUBLIC_ORIGIN, else localhost at the site's port; never the request's. */
  siteOrigin: string;
  /** The caller's address, as trusted proxy settings allow. */
  clientIp: string;
  /** Seals the secrets the server keeps but must read back (authenticator apps'). */
  secretBox: SecretBox;
  mail: MailSetup;
  log: Logger;
  /** Tells every instance that public content changed, so cached answers are dropped. */
  notifyContentChanged(): Promise<void>;
}

/** What procedures behind the sign-in check receive: the user is known. */
export type SignedInContext = Context & { user: User };

import { StartRefused } from '@studio/embedded-postgres';
import {
  adminCredentialsSchema,
  credentialsSchema,
  IMAGE_MAX_MB,
  MEGABYTE,
  VIDEO_MAX_MB,
} from '@studio/schemas';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './loopback';
import { defaultSender, mailboxSchema, smtpUrlSchema, type MailConfig } from './mailConfig';
import { findRepositoryRoot, invocationDirectory } from './repositoryRoot';

/** Every environment variable the server reads, with its default (as text) and meaning: the README's table, in its Markdown. */
export const CONFIG_VARIABLES = {
  PORT: {
    default: '3000',
    description: 'TCP port to listen on (0 picks a free one).',
  },
  HOST: {
    default: '127.0.0.1',
    description: 'Address to listen on; `0.0.0.0` accepts connections from other machines.',
  },
  DATABASE_URL: {
    default: null,
    description:
      'PostgreSQL connection URL. When absent, an embedded PostgreSQL is started with its data in `DATA_DIR/postgres`.',
  },
  DATA_DIR: {
    default: '.data',
    description:
      'Embedded database and generated secrets. The default is `.data` at the repository root; a relative path is resolved from the directory the command runs in.',
  },
  SESSION_SECRET: {
    default: null,
    description:
      'Signs session cookies (32 characters or more). When absent, one is generated once and kept in `DATA_DIR/session-secret`; set it when several instances share a database.',
  },
  ADMIN_USERNAME: {
    default: null,
    description:
      'With `ADMIN_PASSWORD`: at start this admin exists with this password. With neither and no admin in the database, `admin` is created with a random password that is printed once.',
  },
  ADMIN_PASSWORD: {
    default: null,
    description:
      'The password for `ADMIN_USERNAME`: at least 8 characters and not easy to guess, as every new password. Starting with a changed password ends every session of that account.',
  },
  ADMIN_PROMOTE_EXISTING: {
    default: 'false',
    description:
      '`true` lets `ADMIN_USERNAME` name an existing account that is not an admin and make it the admin (its sessions end); otherwise the start stops.',
  },
  SAMPLE_CONTENT: {
    default: 'true',
    description:
      'Fill an empty database with sample apps, blog posts and images; `false` leaves it empty.',
  },
  TRUST_PROXY: {
    default: 'false',
    description:
      'Behind a reverse proxy: `true`, or a comma-separated list of proxy addresses or subnets (e.g. `loopback,10.0.0.0/8`), so that client addresses and HTTPS come from `X-Forwarded-*` headers.',
  },
  PUBLIC_ORIGIN: {
    default: null,
    description:
      "The public address of the site, e.g. `https://studio.example.com`: the one origin its pages' canonical and preview links, the sitemap, the feeds and press kits name, whatever a request's `Host` says. Accepted as the Origin of state-changing requests; `https` makes the session cookie Secure (needs `TRUST_PROXY`). Without it the site is `http://localhost:PORT`, which only a `HOST` on loopback allows: with any other `HOST` the start stops and asks for it.",
  },
  SESSION_IDLE_MINUTES: {
    default: '120',
    description: 'A session ends after this many minutes without requests.',
  },
  SESSION_MAX_HOURS: {
    default: '24',
    description: 'A session ends this many hours after sign-in, however active.',
  },
  LOG_LEVEL: {
    default: 'info',
    description:
      '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. At `info` every request is logged, except answers sent straight from the in-memory caches.',
  },
  WEB_DIST_DIR: {
    default: 'apps/web/dist',
    description:
      "The built website: `client/` (the browser's files) and `server/` (the entry that renders pages). Without it only the API runs.",
  },
  FILE_CACHE_MB: {
    default: '64',
    description:
      'Memory for the hot-file cache: uploaded files and resized images of up to 1 MB each are served from memory; `0` turns it off.',
  },
  FILE_GC_GRACE_MINUTES: {
    default: '1440',
    description:
      'An uploaded file that nothing (app, post or setting) has used for this long is deleted; a file younger than this is always kept.',
  },
  FILE_GC_INTERVAL_SECONDS: {
    default: '3600',
    description:
      'How often one of the instances looks for such unused files (the others skip while it does).',
  },
  SMTP_URL: {
    default: null,
    description:
      'Where e-mail goes out: `smtp://user:pass@host:587` (upgraded with STARTTLS when the server offers it) or `smtps://user:pass@host:465` (TLS from the start). Without it, messages wait in the outbox (the dashboard says how many) and go out once the site is started with it.',
  },
  MAIL_FROM: {
    default: null,
    description:
      "The sender of every e-mail: an address, or a name and one (`Pixelwave Studio <news@studio.example.com>`). By default the studio's name at `no-reply@` the host of `PUBLIC_ORIGIN` (`no-reply@localhost` without it).",
  },
  MAIL_RATE_PER_SECOND: {
    default: '10',
    description:
      "At most this many e-mails a second leave each instance: within the SMTP provider's sending limit (divided among the instances), and slow enough that a launch's e-mails to thousands leave the pages their speed.",
  },
  CACHE_PURGE_URLS: {
    default: null,
    description:
      "Shared caches in front of the site (Varnish, a CDN's purge endpoint), comma-separated, e.g. `http://varnish:6081/`: after every content change one instance sends each a `PURGE` with the changed keys in a `Surrogate-Key` header, retried while a cache is unreachable (see [Behind Varnish or a CDN](#behind-varnish-or-a-cdn)).",
  },
} as const satisfies Record<string, { default: string | null; description: string }>;

type VariableName = keyof typeof CONFIG_VARIABLES;

const positiveInteger = (what: string) =>
  z.coerce
    .number({ message: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`);

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((text) => ['true', '1', 'yes'].includes(text));

const variableSchemas = {
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number'),
  HOST: z.string().min(1),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ADMIN_USERNAME: credentialsSchema.shape.username.optional(),
  ADMIN_PASSWORD: adminCredentialsSchema.shape.password.optional(),
  ADMIN_PROMOTE_EXISTING: booleanText,
  SAMPLE_CONTENT: booleanText,
  TRUST_PROXY: z.string().transform((text): boolean | string[] =>
    ['true', 'false'].includes(text)
      ? text === 'true'
      : text
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
  ),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
    .transform((url) => new URL(url).origin)
    .optional(),
  SESSION_IDLE_MINUTES: positiveInteger('a whole number of minutes'),
  SESSION_MAX_HOURS: positiveInteger('a whole number of hours'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    message: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }),
  WEB_DIST_DIR: z.string().min(1),
  FILE_CACHE_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0, 'must be a whole number of megabytes'),
  FILE_GC_GRACE_MINUTES: positiveInteger('a whole number of minutes'),
  FILE_GC_INTERVAL_SECONDS: positiveInteger('a whole number of seconds'),
  SMTP_URL: smtpUrlSchema.optional(),
  MAIL_FROM: mailboxSchema.optional(),
  MAIL_RATE_PER_SECOND: positiveInteger('a whole number of messages'),
  CACHE_PURGE_URLS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url({ protocol: /^https?$/, message: 'must list http:// or https:// addresses' })),
    )
    .optional(),
} satisfies Record<VariableName, z.ZodType>;

const environmentSchema = z.object(variableSchemas);

export type LogLevel = z.infer<typeof variableSchemas.LOG_LEVEL>;

export interface Config {
  port: number;
  host: string;
  /** null: start the embedded PostgreSQL. */
  databaseUrl: string | null;
  dataDir: string;
  /** DATA_DIR was set, rather than left to its default. */
  dataDirGiven: boolean;
  /** null: generate one and keep it in dataDir. */
  sessionSecret: string | null;
  /** null: only create an admin when there is none. */
  admin: { username: string; password: string; promoteExisting: boolean } | null;
  sampleContent: boolean;
  trustProxy: boolean | string[];
  publicOrigin: string | null;
  /** Secure cookies: the site is served over HTTPS (through a trusted proxy). */
  https: boolean;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  logLevel: LogLevel;
  webDistDir: string;
  /** Upload limits in bytes; fixed by the spec, lowered by tests. */
  uploadLimits: { image: number; video: number };
  fileCacheMb: number;
  fileGcGraceMinutes: number;
  fileGcIntervalSeconds: number;
  /** How often counted analytics events are written; fixed, lowered by tests. */
  analyticsFlushMs: number;
  /** The shared caches' purge URLs (CACHE_PURGE_URLS); none: nothing to purge. */
  cachePurgeUrls: string[];
  /** How often due purges are delivered again (after a cache was unreachable); fixed, lowered by tests. */
  purgeRetryCheckMs: number;
  /** How often scheduled posts and apps are checked for launch (within 15 s of their time); fixed, lowered by tests. */
  scheduleCheckMs: number;
  mail: MailConfig;
  /** How often each instance looks for messages to send; fixed, lowered by tests. */
  mailCheckMs: number;
}

/** A configuration mistake, told in one line. */
export class ConfigError extends StartRefused {
  override name = 'ConfigError';
}

function fromEnvironment(env: NodeJS.ProcessEnv): Record<VariableName, string | undefined> {
  const values = {} as Record<VariableName, string | undefined>;
  for (const name of Object.keys(CONFIG_VARIABLES) as VariableName[]) {
    const given = env[name]?.trim();
    values[name] = given ? given : (CONFIG_VARIABLES[name].default ?? undefined);
  }
  return values;
}

/**
 * Given paths are relative to where the command ran; default paths to the repository root: the one the
 * command ran in, or else the one the server's script lives in (e.g. `node /srv/site/apps/api/dist/main.js`).
 */
function resolvePath(name: 'DATA_DIR' | 'WEB_DIST_DIR', value: string, env: NodeJS.ProcessEnv) {
  if (isAbsolute(value)) return value;
  const invokedFrom = invocationDirectory(env);
  const isDefault = !env[name]?.trim();
  const script = process.argv[1];
  const base = isDefault
    ? (findRepositoryRoot(invokedFrom) ??
      (script ? findRepositoryRoot(dirname(script)) : null) ??
      invokedFrom)
    : invokedFrom;
  return resolve(join(base, value));
}

/** Reads and checks the environment; throws ConfigError naming the first wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(fromEnvironment(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Configuration error: ${name}: ${issue.message.replace(/\.$/, '')}.`);
  }
  const values = parsed.data;
  if (Boolean(values.ADMIN_USERNAME) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Configuration error: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.',
    );
  }
  const https = values.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  if (https && values.TRUST_PROXY === false) {
    throw new ConfigError(
      'Configuration error: PUBLIC_ORIGIN is https, so set TRUST_PROXY to let the app see that requests arrive over HTTPS through the proxy.',
    );
  }
  if (!values.PUBLIC_ORIGIN && !isLoopbackHost(values.HOST)) {
    throw new ConfigError(
      `Configuration error: PUBLIC_ORIGIN: set it to the address visitors reach the site at (e.g. https://studio.example.com), since HOST ${values.HOST} takes connections from other machines.`,
    );
  }
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    dataDir: resolvePath('DATA_DIR', values.DATA_DIR, env),
    dataDirGiven: Boolean(env.DATA_DIR?.trim()),
    sessionSecret: values.SESSION_SECRET ?? null,
    admin:
      values.ADMIN_USERNAME && values.ADMIN_PASSWORD
        ? {
            username: values.ADMIN_USERNAME,
            password: values.ADMIN_PASSWORD,
            promoteExisting: values.ADMIN_PROMOTE_EXISTING,
          }
        : null,
    sampleContent: values.SAMPLE_CONTENT,
    trustProxy: values.TRUST_PROXY,
    publicOrigin: values.PUBLIC_ORIGIN ?? null,
    https,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    logLevel: values.LOG_LEVEL,
    webDistDir: resolvePath('WEB_DIST_DIR', values.WEB_DIST_DIR, env),
    uploadLimits: { image: IMAGE_MAX_MB * MEGABYTE, video: VIDEO_MAX_MB * MEGABYTE },
    fileCacheMb: values.FILE_CACHE_MB,
    fileGcGraceMinutes: values.FILE_GC_GRACE_MINUTES,
    fileGcIntervalSeconds: values.FILE_GC_INTERVAL_SECONDS,
    cachePurgeUrls: values.CACHE_PURGE_URLS ?? [],
    purgeRetryCheckMs: 1000,
    analyticsFlushMs: 2000,
    scheduleCheckMs: 5000,
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM ?? defaultSender(values.PUBLIC_ORIGIN ?? null),
      ratePerSecond: values.MAIL_RATE_PER_SECOND,
    },
    mailCheckMs: 2000,
  };
}

/** The configuration, or else the one line naming what is wrong and exit 1: how a process of the site starts. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

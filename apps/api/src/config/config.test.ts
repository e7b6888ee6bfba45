import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

let repository: string;

beforeAll(async () => {
  repository = await mkdtemp(join(tmpdir(), 'studio-repo-'));
  await writeFile(join(repository, 'pnpm-workspace.yaml'), 'packages: []\n');
  await mkdir(join(repository, 'apps', 'api'), { recursive: true });
});
afterAll(() => rm(repository, { recursive: true, force: true }));

const inRepository = (env: NodeJS.ProcessEnv = {}) => ({
  INIT_CWD: join(repository, 'apps', 'api'),
  ...env,
});

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(inRepository(env));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig(inRepository());
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      sessionSecret: null,
      admin: null,
      sampleContent: true,
      trustProxy: false,
      publicOrigin: null,
      https: false,
      sessionIdleMinutes: 120,
      sessionMaxHours: 24,
      logLevel: 'info',
    });
  });

  it('puts the default data and website directories at the repository root, wherever pnpm runs the script', () => {
    const config = loadConfig(inRepository());
    expect(config.dataDir).toBe(join(repository, '.data'));
    expect(config.webDistDir).toBe(join(repository, 'apps', 'web', 'dist'));
  });

  it('resolves given relative paths from where the command was run', () => {
    const config = loadConfig(inRepository({ INIT_CWD: repository, DATA_DIR: 'elsewhere/data' }));
    expect(config.dataDir).toBe(join(repository, 'elsewhere', 'data'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      inRepository({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://user:pass@db:5432/studio',
        DATA_DIR: '/var/lib/studio',
        SESSION_SECRET: 'x'.repeat(40),
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'owner-password',
        ADMIN_PROMOTE_EXISTING: 'true',
        SAMPLE_CONTENT: 'false',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        PUBLIC_ORIGIN: 'https://studio.example/',
        SESSION_IDLE_MINUTES: '30',
        SESSION_MAX_HOURS: '8',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/srv/web',
      }),
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://user:pass@db:5432/studio',
      dataDir: '/var/lib/studio',
      admin: { username: 'owner', password: 'owner-password', promoteExisting: true },
      sampleContent: false,
      trustProxy: ['loopback', '10.0.0.0/8'],
      publicOrigin: 'https://studio.example',
      https: true,
      sessionIdleMinutes: 30,
      sessionMaxHours: 8,
      logLevel: 'warn',
      webDistDir: '/srv/web',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(inRepository({ PORT: '', DATABASE_URL: '' }))).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT: must be a port number.'],
    [{ PORT: '70000' }, 'Configuration error: PORT: must be a port number.'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Configuration error: DATABASE_URL: must start with postgres:// or postgresql://.',
    ],
    [
      { SESSION_SECRET: 'short' },
      'Configuration error: SESSION_SECRET: must be at least 32 characters long.',
    ],
    [{ SAMPLE_CONTENT: 'maybe' }, 'Configuration error: SAMPLE_CONTENT: must be true or false.'],
    [
      { LOG_LEVEL: 'loud' },
      'Configuration error: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent.',
    ],
    [
      { SESSION_IDLE_MINUTES: '0' },
      'Configuration error: SESSION_IDLE_MINUTES: must be a whole number of minutes.',
    ],
    [
      { ADMIN_USERNAME: 'owner' },
      'Configuration error: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.',
    ],
    [
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: '1234567' },
      'Configuration error: ADMIN_PASSWORD: Password must be at least 8 characters.',
    ],
    [
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'password1' },
      'Configuration error: ADMIN_PASSWORD: This password is too easy to guess. Choose a longer or less common one.',
    ],
    [
      { PUBLIC_ORIGIN: 'ftp://studio.example' },
      'Configuration error: PUBLIC_ORIGIN: must be an http:// or https:// address.',
    ],
  ])('refuses %p in one line', (env, message) => {
    expect(configError(env)).toBe(message);
  });

  it('wants TRUST_PROXY with an https PUBLIC_ORIGIN', () => {
    expect(configError({ PUBLIC_ORIGIN: 'https://studio.example' })).toMatch(
      /^Configuration error: PUBLIC_ORIGIN is https, so set TRUST_PROXY/,
    );
  });

  it.each(['0.0.0.0', '::', '192.0.2.10', 'studio.example'])(
    'wants PUBLIC_ORIGIN when HOST %s takes connections from other machines',
    (host) => {
      expect(configError({ HOST: host })).toBe(
        `Configuration error: PUBLIC_ORIGIN: set it to the address visitors reach the site at (e.g. https://studio.example.com), since HOST ${host} takes connections from other machines.`,
      );
    },
  );

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])(
    'starts without PUBLIC_ORIGIN on the loopback address %s',
    (host) => {
      expect(loadConfig(inRepository({ HOST: host }))).toMatchObject({ host, publicOrigin: null });
    },
  );

  it("sends, by default, from the studio's name at no-reply@ the host of PUBLIC_ORIGIN, and waits for SMTP_URL", () => {
    expect(loadConfig(inRepository()).mail).toMatchObject({
      smtpUrl: null,
      from: { name: 'Pixelwave Studio', address: 'no-reply@localhost' },
    });
    expect(
      loadConfig(
        inRepository({ PUBLIC_ORIGIN: 'https://studio.example:8443', TRUST_PROXY: 'true' }),
      ).mail.from,
    ).toEqual({ name: 'Pixelwave Studio', address: 'no-reply@studio.example' });
  });

  it.each([
    ['news@studio.example', { name: '', address: 'news@studio.example' }],
    ['Studio News <news@studio.example>', { name: 'Studio News', address: 'news@studio.example' }],
    [
      '"Pixelwave, Inc." <news@studio.example>',
      { name: 'Pixelwave, Inc.', address: 'news@studio.example' },
    ],
  ])('takes MAIL_FROM %p', (MAIL_FROM, from) => {
    expect(loadConfig(inRepository({ MAIL_FROM })).mail.from).toEqual(from);
  });

  it.each(['smtp://user:pass@mail.example:587', 'smtps://mail.example'])(
    'takes SMTP_URL %p',
    (SMTP_URL) => {
      expect(loadConfig(inRepository({ SMTP_URL })).mail.smtpUrl).toBe(SMTP_URL);
    },
  );

  it('sends at most 10 e-mails a second from each instance unless MAIL_RATE_PER_SECOND says otherwise', () => {
    expect(loadConfig(inRepository({})).mail.ratePerSecond).toBe(10);
    expect(loadConfig(inRepository({ MAIL_RATE_PER_SECOND: '14' })).mail.ratePerSecond).toBe(14);
  });

  it.each([
    [
      { MAIL_RATE_PER_SECOND: '0' },
      'Configuration error: MAIL_RATE_PER_SECOND: must be a whole number of messages.',
    ],
    [
      { SMTP_URL: 'http://mail.example' },
      'Configuration error: SMTP_URL: must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587.',
    ],
    [
      { SMTP_URL: 'smtp://' },
      'Configuration error: SMTP_URL: must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587.',
    ],
    [
      { MAIL_FROM: 'Studio <not-an-address>' },
      'Configuration error: MAIL_FROM: must be an e-mail address, or a name and one: Studio <news@example.com>.',
    ],
  ])('refuses %p in one line', (env, message) => {
    expect(configError(env)).toBe(message);
  });

  it('documents every variable it reads', () => {
    for (const [name, { description }] of Object.entries(CONFIG_VARIABLES)) {
      expect(name).toMatch(/^[A-Z_]+$/);
      expect(description.length).toBeGreaterThan(10);
    }
  });
});

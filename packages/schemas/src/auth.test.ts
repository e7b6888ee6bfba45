import {
  credentialsSchema,
  passwordChangeSchema,
  passwordHashSchema,
  registrationSchema,
  tooManyLoginAttemptsMessage,
  tooManyRegistrationsMessage,
} from './auth';
import { messagesFor } from './testing';

describe('login form', () => {
  it('asks for a username of at least 3 characters', () => {
    expect(
      messagesFor(credentialsSchema, { username: 'ab', password: 'secret1' }, 'username'),
    ).toEqual(['Username must be at least 3 characters']);
  });

  it('asks for a password of at least 6 characters', () => {
    expect(
      messagesFor(credentialsSchema, { username: 'admin', password: '12345' }, 'password'),
    ).toEqual(['Password must be at least 6 characters']);
  });

  it('accepts a 3-character username with a 6-character password', () => {
    expect(credentialsSchema.safeParse({ username: 'bob', password: '123456' }).success).toBe(true);
  });
});

describe('registration', () => {
  it('drops an isAdmin field sent with the credentials', () => {
    const parsed = registrationSchema.parse({
      username: 'mallory',
      password: 'secret1',
      isAdmin: true,
    });
    expect(parsed).toEqual({ username: 'mallory', password: 'secret1' });
  });

  it('refuses usernames with spaces or symbols', () => {
    expect(
      messagesFor(registrationSchema, { username: 'bad name', password: 'secret1' }, 'username'),
    ).toEqual(['Username can only contain letters, numbers, dots, underscores, and hyphens']);
  });
});

describe('login lockout message', () => {
  it('tells the wait in minutes', () => {
    expect(tooManyLoginAttemptsMessage(600)).toBe(
      'Too many failed login attempts. Try again in 10 minutes.',
    );
  });

  it('rounds a partial minute up', () => {
    expect(tooManyLoginAttemptsMessage(1)).toBe(
      'Too many failed login attempts. Try again in 1 minute.',
    );
  });

  it('tells long waits in hours', () => {
    expect(tooManyLoginAttemptsMessage(5 * 3600 - 30)).toBe(
      'Too many failed login attempts. Try again in 5 hours.',
    );
  });
});

describe('password change form', () => {
  it('asks for the current password', () => {
    expect(
      messagesFor(
        passwordChangeSchema,
        { currentPassword: '', newPassword: 'secret1' },
        'currentPassword',
      ),
    ).toEqual(['Enter your current password']);
  });

  it('holds the new password to the rules of every password', () => {
    expect(
      messagesFor(
        passwordChangeSchema,
        { currentPassword: 'old-one', newPassword: '12345' },
        'newPassword',
      ),
    ).toEqual(['Password must be at least 6 characters']);
  });

  it('wants a new password that differs from the current one', () => {
    expect(
      messagesFor(
        passwordChangeSchema,
        { currentPassword: 'secret1', newPassword: 'secret1' },
        'newPassword',
      ),
    ).toEqual(['New password must be different from the current one']);
  });
});

describe('registration refusal', () => {
  it('says how long to wait', () => {
    expect(tooManyRegistrationsMessage(600)).toBe(
      'Too many accounts were created from your address. Try again in 10 minutes.',
    );
  });
});

describe('a stored password', () => {
  it('is an argon2id hash, never the password itself', () => {
    const hash =
      '$argon2id$v=19$m=19456,p=1,t=2$q9yqvejEGtvb3uODAUDegg$a+gHkSIO2FfYnY65hmBUGFRsVDHVL1sIw/WfIpqOMwg';
    expect(passwordHashSchema.safeParse(hash).success).toBe(true);
    for (const stored of ['correct horse', '', `${hash}\n`, hash.replace('argon2id', 'argon2i')])
      expect(passwordHashSchema.safeParse(stored).success).toBe(false);
  });
});

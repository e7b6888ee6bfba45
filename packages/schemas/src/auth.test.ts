import {
  credentialsSchema,
  passwordHashSchema,
  registrationSchema,
  tooManyLoginAttemptsMessage,
  tooManyRegistrationsMessage,
} from './auth';
import { adminCredentialsSchema, newPasswordSchema, passwordChangeSchema } from './newPasswords';
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
      password: 'plum-kettle-42',
      isAdmin: true,
    });
    expect(parsed).toEqual({ username: 'mallory', password: 'plum-kettle-42' });
  });

  it('asks for a password of at least 8 characters', () => {
    expect(
      messagesFor(registrationSchema, { username: 'mallory', password: 'secret1' }, 'password'),
    ).toEqual(['Password must be at least 8 characters']);
  });

  it('refuses usernames with spaces or symbols', () => {
    expect(
      messagesFor(
        registrationSchema,
        { username: 'bad name', password: 'plum-kettle-42' },
        'username',
      ),
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
        { currentPassword: '', newPassword: 'plum-kettle-42' },
        'currentPassword',
      ),
    ).toEqual(['Enter your current password']);
  });

  it('holds the new password to the rules of new passwords', () => {
    expect(
      messagesFor(
        passwordChangeSchema,
        { currentPassword: 'old-one', newPassword: '12345' },
        'newPassword',
      ),
    ).toEqual(['Password must be at least 8 characters']);
    expect(
      messagesFor(
        passwordChangeSchema,
        { currentPassword: 'old-one', newPassword: 'password1' },
        'newPassword',
      ),
    ).toEqual(['This password is too easy to guess. Choose a longer or less common one.']);
  });

  it('wants a new password that differs from the current one', () => {
    expect(
      messagesFor(
        passwordChangeSchema,
        { currentPassword: 'plum-kettle-42', newPassword: 'plum-kettle-42' },
        'newPassword',
      ),
    ).toEqual(['New password must be different from the current one']);
  });
});

describe('a new password', () => {
  const TOO_EASY = 'This password is too easy to guess. Choose a longer or less common one.';
  const messages = (password: unknown) =>
    newPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

  it('needs at least 8 characters, and says only that when it is shorter', () => {
    expect(messages('Zq9!xR')).toEqual(['Password must be at least 8 characters']);
  });

  it('is refused when it is a common password, whatever its case', () => {
    for (const common of ['password1', 'iloveyou', 'qwertyuiop', 'Sunshine1', '1234567890'])
      expect([common, messages(common)]).toEqual([common, [TOO_EASY]]);
  });

  it('is refused when zxcvbn scores it below 3', () => {
    for (const weak of ['aaaaaaaaaaaa', 'abcdefgh123', 'user-password', 'letmein123'])
      expect([weak, messages(weak)]).toEqual([weak, [TOO_EASY]]);
  });

  it('takes a long or uncommon one', () => {
    for (const strong of ['plum-kettle-42', 'correct horse battery staple', 'Tr0ub4dor&3'])
      expect([strong, messages(strong)]).toEqual([strong, []]);
  });

  it('takes one of 128 characters, and refuses one of more than 200', () => {
    const long = 'violet-harbor-'.repeat(10).slice(0, 128);
    expect(messages(long)).toEqual([]);
    expect(messages(`${long}${'x'.repeat(73)}`)).toEqual([
      'Password must be at most 200 characters',
    ]);
  });

  it("holds the admin account's password to it, not the sign-in form's 6 characters", () => {
    const admin = (password: string) =>
      messagesFor(adminCredentialsSchema, { username: 'admin', password }, 'password');
    expect(admin('secret')).toEqual(['Password must be at least 8 characters']);
    expect(admin('password1')).toEqual([TOO_EASY]);
    expect(admin('plum-kettle-42')).toEqual([]);
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

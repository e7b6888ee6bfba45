import { z } from 'zod';
import { textSchema } from './text';

export const credentialsSchema = z.object({
  username: textSchema({ message: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters'),
  password: z
    .string({ message: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const PASSWORD_TOO_EASY_MESSAGE =
  'This password is too easy to guess. Choose a longer or less common one.';

/** The length a new password must have; the sign-in form keeps its own rule, so older passwords still sign in. */
export const newPasswordLengthSchema = z
  .string({ message: 'Password must be at least 8 characters' })
  .min(8, { message: 'Password must be at least 8 characters', abort: true })
  .max(200, { message: 'Password must be at most 200 characters', abort: true });

/**
 * Registration takes the credentials only: any other field, isAdmin included, is dropped. Its password is held
 * to newPasswordSchema's length here, and to its strength by the service once the registration is counted, so
 * that a flood of registrations costs no password checks past the limit of its address.
 */
export const registrationSchema = credentialsSchema.extend({
  username: credentialsSchema.shape.username.regex(
    /^[A-Za-z0-9._-]+$/,
    'Username can only contain letters, numbers, dots, underscores, and hyphens',
  ),
  password: newPasswordLengthSchema,
});

/** A password as the site stores it: an argon2id hash in its PHC string form. */
export const passwordHashSchema = z
  .string()
  .regex(
    /^\$argon2id\$v=\d+\$[a-z]=\d+(?:,[a-z]=\d+)*\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    'Password must be stored as an argon2id hash',
  );

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken';

/** A wait in whole minutes, rounded up, or in whole hours beyond 90 minutes. */
export function waitText(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return minutes <= 90
    ? `${minutes} minute${minutes === 1 ? '' : 's'}`
    : `${Math.ceil(minutes / 60)} hours`;
}

export function tooManyLoginAttemptsMessage(waitSeconds: number): string {
  return `Too many failed login attempts. Try again in ${waitText(waitSeconds)}.`;
}

export function tooManyRegistrationsMessage(waitSeconds: number): string {
  return `Too many accounts were created from your address. Try again in ${waitText(waitSeconds)}.`;
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current one';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed';

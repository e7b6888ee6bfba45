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

/** Registration takes the credentials only: any other field, isAdmin included, is dropped. */
export const registrationSchema = credentialsSchema.extend({
  username: credentialsSchema.shape.username.regex(
    /^[A-Za-z0-9._-]+$/,
    'Username can only contain letters, numbers, dots, underscores, and hyphens',
  ),
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
function waitText(waitSeconds: number): string {
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

/** A signed-in user's password change: the current password, and a new one under the usual rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(200, WRONG_CURRENT_PASSWORD_MESSAGE),
    newPassword: credentialsSchema.shape.password,
  })
  .refine((change) => change.newPassword !== change.currentPassword, {
    message: SAME_PASSWORD_MESSAGE,
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

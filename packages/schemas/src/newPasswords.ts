import { z } from 'zod';
import {
  credentialsSchema,
  newPasswordLengthSchema,
  PASSWORD_TOO_EASY_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from './auth';
import { isEasyToGuess } from './passwordStrength';

// Apart from auth.ts so that a bundle without these rules (the sign-in page's) leaves zxcvbn's dictionaries out.

/**
 * A new password (a registration's, a password change's, ADMIN_PASSWORD): long enough, and neither scored
 * easy to guess by zxcvbn nor one of its common passwords.
 */
export const newPasswordSchema = newPasswordLengthSchema.refine(
  (password) => !isEasyToGuess(password),
  PASSWORD_TOO_EASY_MESSAGE,
);

/** The admin account the server is started with: a username, and a new password under the usual rules. */
export const adminCredentialsSchema = credentialsSchema.extend({ password: newPasswordSchema });

/** A signed-in user's password change: the current password, and a new one under the new-password rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(200, WRONG_CURRENT_PASSWORD_MESSAGE),
    newPassword: newPasswordSchema,
  })
  .refine((change) => change.newPassword !== change.currentPassword, {
    message: SAME_PASSWORD_MESSAGE,
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

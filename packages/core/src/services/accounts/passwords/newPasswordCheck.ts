import { newPasswordSchema } from '@studio/schemas';
import { invalidFields } from '../../../errors';

/** A new password's strength (newPasswordSchema), checked only once its request got past the limits. */
export function checkNewPassword(field: string, password: string): void {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) {
    throw invalidFields({ [field]: checked.error.issues.map((issue) => issue.message) });
  }
}

import { z } from 'zod';
import { userSchema } from './auth';
import { textSchema } from './text';

/** How long after the right password its second factor may still finish the sign-in. */
export const SECOND_FACTOR_MINUTES = 5;
/** Recovery codes given with an authenticator app, each good for one sign-in. */
export const RECOVERY_CODE_COUNT = 10;

/** POST /api/login's answer when the password was right and the account has a second factor: nobody is signed in yet. */
export const secondFactorRequiredSchema = z
  .object({ secondFactorRequired: z.literal(true) })
  .describe(
    `The password was right; send an authentication code to POST /api/login/second-factor within ${SECOND_FACTOR_MINUTES} minutes`,
  );
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

export const loginResultSchema = z.union([userSchema, secondFactorRequiredSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const ENTER_CODE_MESSAGE = 'Enter the code from your authenticator app, or a recovery code';
export const ENTER_APP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/** A code from the authenticator app (6 digits) or a recovery code, as typed: spaces and hyphens are allowed. */
export const authenticationCodeSchema = z.object({
  code: textSchema({ message: ENTER_CODE_MESSAGE })
    .trim()
    .min(6, ENTER_CODE_MESSAGE)
    .max(40, ENTER_CODE_MESSAGE),
});
export type AuthenticationCode = z.infer<typeof authenticationCodeSchema>;

/** The current code of the app being set up: 6 digits (spaces between them allowed). */
export const appCodeSchema = z.object({
  code: z
    .string({ message: ENTER_APP_CODE_MESSAGE })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, ENTER_APP_CODE_MESSAGE)),
});
export type AppCode = z.infer<typeof appCodeSchema>;

export const WRONG_CODE_MESSAGE = 'That code is not right, or it was used already';
/** After the last wrong code one password step may be followed by: that sign-in ends. */
export const TOO_MANY_WRONG_CODES_MESSAGE =
  'Too many wrong codes: sign in with your password again.';
export const NO_PENDING_SIGN_IN_MESSAGE = `Sign in with your password first: its authentication code must follow within ${SECOND_FACTOR_MINUTES} minutes.`;
export const AUTHENTICATOR_ALREADY_SET_UP_MESSAGE =
  'An authenticator app is already set up. Turn it off before setting up another.';
export const NO_AUTHENTICATOR_SETUP_MESSAGE =
  'No authenticator app is being set up. Start the setup again.';
export const NO_AUTHENTICATOR_MESSAGE = 'No authenticator app is set up.';
export const AUTHENTICATOR_TURNED_OFF_MESSAGE = 'Authenticator app turned off';

/** A new authenticator app: its secret, also as the otpauth:// address its QR code holds. Not active until confirmed. */
export const authenticatorSetupSchema = z.object({
  secret: z.string().describe('The shared secret in base32, for typing into the app'),
  otpauthUrl: z.string().describe('otpauth://totp/... for the QR code'),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe(
      `${RECOVERY_CODE_COUNT} codes, each good for one sign-in instead of an app code; shown this once`,
    ),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** An authenticator app's secret as the site keeps it: sealed, `v1.<iv>.<ciphertext>.<tag>` in base64url. */
export const sealedSecretSchema = z
  .string()
  .regex(
    /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/,
    'Must be a secret sealed by the site',
  );

/** What protects the signed-in user's account besides the password. */
export const authenticatorStatusSchema = z.object({
  enabled: z.boolean().describe('An authenticator app is set up and confirmed'),
  recoveryCodesLeft: z.number().int().describe('Recovery codes not used yet'),
});
export type AuthenticatorStatus = z.infer<typeof authenticatorStatusSchema>;

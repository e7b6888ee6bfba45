import { Secret, TOTP } from 'otpauth';

/** What every authenticator app understands: 6 digits, a new code every 30 seconds, HMAC-SHA1 (RFC 6238). */
const CODE_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Codes of the step before and after the current one are taken too, for clocks a little off. */
const STEPS_EITHER_SIDE = 1;

/** A new secret for an app: 160 random bits (RFC 4226's recommendation), in base32. */
export function newAppSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code: the secret, the site as issuer, the account's name. */
export function appAddress(secret: string, issuer: string, username: string): string {
  return new TOTP({
    ...CODE_SETTINGS,
    issuer,
    label: username,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/**
 * The 30-second step whose code this is, when it is the app's code now (or one step either side); null when it
 * is not. The step is what makes a code single-use: see AuthenticatorApp.lastUsedStep.
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ ...CODE_SETTINGS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: STEPS_EITHER_SIDE });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

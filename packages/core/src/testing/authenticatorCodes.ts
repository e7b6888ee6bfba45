import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app with this secret shows at this moment (30 seconds later: the next one). */
export function appCodeAt(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/**
 * The WebAuthn user handle of an account: its id, which a discoverable passkey keeps and hands back at sign-in.
 * It says nothing about the person (no name, no e-mail), as WebAuthn asks.
 */
export function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(userId));
}

/** The handle as the browser sends it back, base64url. */
export function encodedUserHandle(userId: number): string {
  return Buffer.from(userHandle(userId)).toString('base64url');
}

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/**
 * A passkey authenticator in software, for tests: it answers the server's options as a browser with a platform
 * authenticator would (an ES256 key, "none" attestation), so tests can add passkeys and sign in with them.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter: each sign-in counts one up, as authenticators do. */
  counter = 0;
  /** The user handle the registration gave it, handed back at each sign-in. */
  private userHandle: string | undefined;

  /** Its answer to POST /api/account/passkeys/options, from a page at this origin. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    origin: string,
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const authData = Buffer.concat([
      this.authenticatorData(options.rp.id ?? new URL(origin).hostname, ATTESTED_CREDENTIAL),
      Buffer.alloc(16),
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 255]),
      this.credentialId,
      Buffer.from(isoCBOR.encode(this.publicKey())),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return this.credential(clientDataJSON, {
      attestationObject: base64url(Buffer.from(attestationObject)),
      transports: ['internal'],
    });
  }

  /** Its signed answer to POST /api/login/passkey/options, from a page at this origin. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    origin: string,
  ): AuthenticationResponseJSON {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authenticatorData = this.authenticatorData(options.rpId ?? new URL(origin).hostname, 0);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return this.credential(clientDataJSON, {
      authenticatorData: base64url(authenticatorData),
      signature: base64url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }

  /** A ceremony's answer as the browser sends it: this credential, the client data, then `response`'s own parts. */
  private credential<Response extends object>(clientDataJSON: string, response: Response) {
    const id = base64url(this.credentialId);
    return {
      id,
      rawId: id,
      response: { clientDataJSON: base64url(clientDataJSON), ...response },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  private authenticatorData(rpId: string, extraFlags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([USER_PRESENT | USER_VERIFIED | extraFlags]),
      counter,
    ]);
  }

  /** Its public key as COSE (RFC 9053): an EC2 key on P-256 for ES256. */
  private publicKey(): Map<number, number | Uint8Array> {
    const { x, y } = this.keys.publicKey.export({ format: 'jwk' });
    return new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(y!, 'base64url'))],
    ]);
  }
}

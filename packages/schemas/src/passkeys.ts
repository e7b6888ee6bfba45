import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { textSchema } from './text';

/** How long a passkey ceremony (its challenge) stays good. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url')
  .max(16_384, 'Too long');

/** A passkey's credential id, base64url: WebAuthn allows up to 1023 bytes. */
export const passkeyCredentialIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,1364}$/, 'Must be a credential id in base64url');

/** How the browser may reach a passkey's authenticator, as it says (usb, nfc, internal, hybrid...). */
export const passkeyTransportsSchema = z.array(z.string().max(32)).max(16);

/** What the browser says of the extensions it ran (WebAuthn's AuthenticationExtensionsClientOutputs). */
const clientExtensionResults = z.object({
  appid: z.boolean().optional(),
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
  hmacCreateSecret: z.boolean().optional(),
});

const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** What navigator.credentials.create() made, as @simplewebauthn/browser's startRegistration answers it. */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: passkeyTransportsSchema.optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
  type: z.literal('public-key'),
});

/** What navigator.credentials.get() signed, as @simplewebauthn/browser's startAuthentication answers it. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
  type: z.literal('public-key'),
});

export const PASSKEY_NAME_MESSAGE = 'Name the passkey in 1 to 64 characters';

export const passkeyNameSchema = textSchema({ message: PASSKEY_NAME_MESSAGE })
  .trim()
  .min(1, PASSKEY_NAME_MESSAGE)
  .max(64, PASSKEY_NAME_MESSAGE);

/** A new passkey of the signed-in user: its name, and the browser's answer to the registration options. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

export const passkeySignInSchema = z.object({ response: passkeyAuthenticationResponseSchema });
export type PasskeySignIn = z.infer<typeof passkeySignInSchema>;

const requirement = z.enum(['discouraged', 'preferred', 'required']);

/** Passkeys a ceremony names: the account's, so that the browser does not make a second one on one authenticator. */
const credentialDescriptors = z
  .array(z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() }))
  .optional();

/** What the server asks of the browser's extensions (WebAuthn's AuthenticationExtensionsClientInputs). */
const extensionInputs = z
  .object({
    appid: z.string().optional(),
    credProps: z.boolean().optional(),
    hmacCreateSecret: z.boolean().optional(),
    minPinLength: z.boolean().optional(),
  })
  .optional();

const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

/** Options for navigator.credentials.create(): WebAuthn's PublicKeyCredentialCreationOptionsJSON. */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: credentialDescriptors,
  authenticatorSelection: z
    .object({
      authenticatorAttachment,
      requireResidentKey: z.boolean().optional(),
      residentKey: requirement.optional(),
      userVerification: requirement.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: extensionInputs,
});

/** Options for navigator.credentials.get(): WebAuthn's PublicKeyCredentialRequestOptionsJSON. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: credentialDescriptors,
  userVerification: requirement.optional(),
  hints,
  extensions: extensionInputs,
});

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable().describe('The last sign-in with it; null: never'),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyIdSchema = z.object({ id: idSchema });

export const PASSKEY_NOT_VERIFIED_MESSAGE =
  'The passkey could not be verified, or its request has expired. Try adding it again.';
export const PASSKEY_SIGN_IN_FAILED_MESSAGE = 'This passkey could not sign you in.';
export const PASSKEY_NOT_FOUND_MESSAGE = 'Passkey not found';
export const PASSKEY_ALREADY_ADDED_MESSAGE = 'This passkey is already added to an account.';

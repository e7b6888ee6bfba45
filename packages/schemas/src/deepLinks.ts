import { z } from 'zod';
import { ANDROID_PACKAGE_PATTERN } from './storeLinks';
import { textSchema } from './text';

export const APPLE_TEAM_ID_MESSAGE = 'Apple Team ID must be 10 uppercase letters or digits';
export const IOS_BUNDLE_ID_MESSAGE =
  'iOS bundle ID must be a reverse-DNS id such as com.example.app';
export const ANDROID_PACKAGE_MESSAGE =
  'Android package must be a reverse-DNS name such as com.example.app';
export const FINGERPRINT_MESSAGE =
  'Each SHA-256 fingerprint must be 32 hex bytes separated by colons (AB:CD:…)';
export const MAX_FINGERPRINTS = 10;

const APPLE_TEAM_ID_PATTERN = /^[A-Z0-9]{10}$/;
// Bundle ids take letters, digits, hyphens and periods, in at least two parts.
const IOS_BUNDLE_ID_PATTERN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const FINGERPRINT_PATTERN = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

/** One optional id: blank means "not set" (null), anything else must match. */
function optionalId(pattern: RegExp, message: string) {
  return textSchema()
    .trim()
    .nullish()
    .transform((text) => text || null)
    .refine((text) => text === null || pattern.test(text), message);
}

const fingerprintSchema = textSchema()
  .trim()
  .transform((text) => text.toUpperCase())
  .refine((text) => FINGERPRINT_PATTERN.test(text), FINGERPRINT_MESSAGE);

export const deepLinksFieldsSchema = z.object({
  appleTeamId: optionalId(APPLE_TEAM_ID_PATTERN, APPLE_TEAM_ID_MESSAGE),
  iosBundleId: optionalId(IOS_BUNDLE_ID_PATTERN, IOS_BUNDLE_ID_MESSAGE),
  androidPackage: optionalId(ANDROID_PACKAGE_PATTERN, ANDROID_PACKAGE_MESSAGE),
  androidSha256Fingerprints: z
    .array(fingerprintSchema)
    .max(MAX_FINGERPRINTS, `At most ${MAX_FINGERPRINTS} fingerprints`)
    .nullish()
    .transform((fingerprints) => [...new Set(fingerprints ?? [])]),
});
export type DeepLinks = z.output<typeof deepLinksFieldsSchema>;

function isEmpty(links: DeepLinks): boolean {
  return (
    !links.appleTeamId &&
    !links.iosBundleId &&
    !links.androidPackage &&
    links.androidSha256Fingerprints.length === 0
  );
}

/**
 * An app's universal-link and app-link settings. Each field is checked on its own; whether they fit together
 * (a team id with a bundle id, a package with a fingerprint) is the readiness check's job, so a half-done
 * setup can be saved. Nothing set at all is stored as null.
 */
export const deepLinksInputSchema = deepLinksFieldsSchema
  .nullish()
  .transform((links) => (links && !isEmpty(links) ? links : null));

export const deepLinksSchema = z.object({
  appleTeamId: z.string().nullable(),
  iosBundleId: z.string().nullable(),
  androidPackage: z.string().nullable(),
  androidSha256Fingerprints: z.array(z.string()),
});

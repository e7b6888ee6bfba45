import { z } from 'zod';
import { appDocumentSchema } from './appDocumentSchema';
import { idSchema, isoDateTimeSchema } from './common';
import {
  PRIVACY_DATA_TYPE_IDS,
  PRIVACY_DATA_TYPES,
  PRIVACY_PURPOSE_IDS,
  type PrivacyDataType,
} from './privacyDataTypes';

export const PRIVACY_PURPOSES_MESSAGE = 'Choose at least one purpose';
export const PRIVACY_NO_DATA_MESSAGE =
  'Choose the data the app collects, or declare that it collects none';
export const PRIVACY_DATA_WITHOUT_COLLECTION_MESSAGE =
  'An app that collects no data lists no data types';
export const PRIVACY_DECLARATION_NOT_FOUND_MESSAGE = 'This app has no privacy declaration yet';

/** One data type the app collects: Apple's questions about it, then Google Play's. */
export const collectedDataSchema = z.object({
  type: z.enum(PRIVACY_DATA_TYPE_IDS, { message: 'Choose a data type from the list' }),
  purposes: z
    .array(z.enum(PRIVACY_PURPOSE_IDS, { message: 'Choose a purpose from the list' }))
    .min(1, PRIVACY_PURPOSES_MESSAGE)
    .refine((purposes) => new Set(purposes).size === purposes.length, 'Name each purpose once'),
  linkedToUser: z.boolean().describe("Linked to the user's identity (Apple)"),
  usedForTracking: z.boolean().describe('Used to track the user across apps and websites (Apple)'),
  sharedWithThirdParties: z.boolean().describe('Shared with third parties (Google Play)'),
  optional: z.boolean().describe('Users can choose not to provide it (Google Play)'),
});
export type CollectedData = z.infer<typeof collectedDataSchema>;

/**
 * An app's privacy declaration, the one source of both stores' forms and the privacy page's section. An app
 * that collects nothing says so (`collectsData: false`, no data types); one that collects names each type.
 * Google Play's two questions about the whole app go with it.
 */
export const privacyDeclarationSchema = z
  .object({
    collectsData: z.boolean(),
    data: z.array(collectedDataSchema).max(PRIVACY_DATA_TYPE_IDS.length),
    encryptedInTransit: z
      .boolean()
      .describe('All collected data is encrypted in transit (Google Play)'),
    deletionRequests: z
      .boolean()
      .describe('Users can request that their data be deleted (Google Play)'),
  })
  .superRefine(({ collectsData, data }, context) => {
    if (collectsData && data.length === 0) {
      context.addIssue({ code: 'custom', path: ['data'], message: PRIVACY_NO_DATA_MESSAGE });
    }
    if (!collectsData && data.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['data'],
        message: PRIVACY_DATA_WITHOUT_COLLECTION_MESSAGE,
      });
    }
    const seen = new Set<PrivacyDataType>();
    data.forEach(({ type }, index) => {
      if (seen.has(type)) {
        context.addIssue({
          code: 'custom',
          path: ['data', index, 'type'],
          message: `${PRIVACY_DATA_TYPES[type].label} is listed twice`,
        });
      }
      seen.add(type);
    });
  });
export type PrivacyDeclaration = z.infer<typeof privacyDeclarationSchema>;

/** The admin's read: the declaration and when it was saved, or none while it was never declared. */
export const privacyDeclarationAnswerSchema = z.object({
  declaration: privacyDeclarationSchema.nullable(),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type PrivacyDeclarationAnswer = z.infer<typeof privacyDeclarationAnswerSchema>;

export const privacyDeclarationSaveSchema = privacyDeclarationSchema.safeExtend({ id: idSchema });

/** An app's privacy page's public read: its policy, and what it declares it collects (null: not declared). */
export const appPrivacySchema = appDocumentSchema('privacy').extend({
  dataCollected: privacyDeclarationSchema.nullable(),
});
export type AppPrivacy = z.infer<typeof appPrivacySchema>;

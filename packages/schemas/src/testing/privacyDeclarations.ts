import type { CollectedData, PrivacyDeclaration } from '../privacyDeclaration';

/** A declaration that the app collects no data (which is not the same as no declaration). */
export const NO_DATA_DECLARATION: PrivacyDeclaration = {
  collectsData: false,
  data: [],
  encryptedInTransit: false,
  deletionRequests: false,
};

/**
 * One data type the app collects: for its functionality, linked to the user, neither used for tracking nor
 * shared, not optional; `changes` alter any answer.
 */
export function collectedData(
  type: CollectedData['type'],
  changes: Partial<Omit<CollectedData, 'type'>> = {},
): CollectedData {
  return {
    type,
    purposes: ['APP_FUNCTIONALITY'],
    linkedToUser: true,
    usedForTracking: false,
    sharedWithThirdParties: false,
    optional: false,
    ...changes,
  };
}

/**
 * A declaration that the app collects `data`, encrypted in transit, without deletion requests; `changes`
 * alter either answer.
 */
export function collectingDeclaration(
  data: CollectedData[],
  changes: Partial<Pick<PrivacyDeclaration, 'encryptedInTransit' | 'deletionRequests'>> = {},
): PrivacyDeclaration {
  return {
    collectsData: true,
    data,
    encryptedInTransit: true,
    deletionRequests: false,
    ...changes,
  };
}

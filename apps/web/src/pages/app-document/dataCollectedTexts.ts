import {
  PRIVACY_DATA_GROUPS,
  PRIVACY_DATA_TYPES,
  PRIVACY_PURPOSES,
  type CollectedData,
  type PrivacyDeclaration,
} from '@studio/schemas';

export const DATA_COLLECTED_TITLE = 'Data this app collects';
export const COLLECTS_NO_DATA = 'This app does not collect any data.';

/** One collected data type as a visitor reads it: its name and what is done with it. */
export interface CollectedDataLine {
  label: string;
  details: string;
}

/** What the declaration says of one data type, in plain words, from the one table's labels. */
export function collectedDataLine(data: CollectedData): CollectedDataLine {
  const { group, label } = PRIVACY_DATA_TYPES[data.type];
  const purposes = data.purposes.map((purpose) => PRIVACY_PURPOSES[purpose].label).join(', ');
  const details = [
    PRIVACY_DATA_GROUPS[group],
    `Used for: ${purposes}`,
    data.linkedToUser ? 'Linked to you' : 'Not linked to you',
    data.usedForTracking && 'Used to track you',
    data.sharedWithThirdParties && 'Shared with third parties',
    data.optional && 'Optional',
  ];
  return { label, details: details.filter(Boolean).join(' · ') };
}

/** What the declaration says of all the data: encryption and deletion. */
export function dataHandlingLines(declaration: PrivacyDeclaration): string[] {
  return [
    declaration.encryptedInTransit
      ? 'All data is encrypted in transit.'
      : 'Not all data is encrypted in transit.',
    declaration.deletionRequests
      ? 'You can ask for your data to be deleted.'
      : 'The app offers no way to ask for your data to be deleted.',
  ];
}

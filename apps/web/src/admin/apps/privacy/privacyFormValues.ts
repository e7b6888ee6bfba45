import {
  PRIVACY_DATA_GROUPS,
  PRIVACY_DATA_TYPE_IDS,
  PRIVACY_DATA_TYPES,
  type CollectedData,
  type PrivacyDataGroup,
  type PrivacyDataType,
  type PrivacyDeclaration,
} from '@studio/schemas';

/** The form of an app never declared: it collects data, none chosen yet. */
export const UNDECLARED: PrivacyDeclaration = {
  collectsData: true,
  data: [],
  encryptedInTransit: true,
  deletionRequests: false,
};

/** A data type just ticked: its questions unanswered but for the safe "no". */
export function newCollectedData(type: PrivacyDataType): CollectedData {
  return {
    type,
    purposes: [],
    linkedToUser: false,
    usedForTracking: false,
    sharedWithThirdParties: false,
    optional: false,
  };
}

/** The data types in Apple's groups, in the table's order, as the form lists them. */
export const DATA_TYPES_BY_GROUP: ReadonlyArray<{
  group: PrivacyDataGroup;
  label: string;
  types: PrivacyDataType[];
}> = (Object.keys(PRIVACY_DATA_GROUPS) as PrivacyDataGroup[]).map((group) => ({
  group,
  label: PRIVACY_DATA_GROUPS[group],
  types: PRIVACY_DATA_TYPE_IDS.filter((type) => PRIVACY_DATA_TYPES[type].group === group),
}));

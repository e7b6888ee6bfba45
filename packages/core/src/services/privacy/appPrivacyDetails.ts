import type {
  CollectedData,
  PrivacyDataType,
  PrivacyDeclaration,
  PrivacyPurpose,
} from '@studio/schemas';

/** Apple's data protections (`appDataUsageDataProtections`), as fastlane's spaceship names them. */
type DataProtection =
  'DATA_LINKED_TO_YOU' | 'DATA_NOT_LINKED_TO_YOU' | 'DATA_USED_TO_TRACK_YOU' | 'DATA_NOT_COLLECTED';

/** One entry of fastlane's app_privacy_details.json: a category with its purposes and protections. */
export type AppDataUsage =
  | { category: PrivacyDataType; purposes: PrivacyPurpose[]; data_protections: DataProtection[] }
  | { data_protections: ['DATA_NOT_COLLECTED'] };

function protectionsOf({ linkedToUser, usedForTracking }: CollectedData): DataProtection[] {
  const protections: DataProtection[] = [
    linkedToUser ? 'DATA_LINKED_TO_YOU' : 'DATA_NOT_LINKED_TO_YOU',
  ];
  if (usedForTracking) protections.push('DATA_USED_TO_TRACK_YOU');
  return protections.sort();
}

/**
 * The declaration as the JSON fastlane's `upload_app_privacy_details_to_app_store` reads (`json_path`), in
 * the form its questionnaire and `download_app_privacy_details_from_app_store` write: entries sorted by
 * category, each with its purposes and data protections sorted; an app that collects nothing is the one entry
 * `{"data_protections": ["DATA_NOT_COLLECTED"]}`.
 */
export function appPrivacyDetails(declaration: PrivacyDeclaration): AppDataUsage[] {
  if (!declaration.collectsData) return [{ data_protections: ['DATA_NOT_COLLECTED'] }];
  return [...declaration.data]
    .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0))
    .map((data) => ({
      category: data.type,
      purposes: [...data.purposes].sort(),
      data_protections: protectionsOf(data),
    }));
}

/** The file's text as fastlane writes it (Ruby's JSON.pretty_generate: two spaces), ending with a newline. */
export function appPrivacyDetailsJson(declaration: PrivacyDeclaration): string {
  return `${JSON.stringify(appPrivacyDetails(declaration), null, 2)}\n`;
}

import {
  PRIVACY_DATA_TYPES,
  PRIVACY_PURPOSES,
  type CollectedData,
  type PrivacyDeclaration,
} from '@studio/schemas';
import { csvText } from '../../csv/csvText';

/** The Play Console's Data safety CSV columns, in its order. */
export const DATA_SAFETY_HEADER = [
  'Question ID (machine readable)',
  'Response ID (machine readable)',
  'Response value',
  'Answer requirement',
  'Human-friendly question label',
] as const;

/** How the Play Console's template marks a question. */
type AnswerRequirement = 'REQUIRED' | 'MAYBE_REQUIRED' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE';

export interface DataSafetyRow {
  question: string;
  response: string;
  value: string;
  requirement: AnswerRequirement;
  label: string;
}

/** What the app's account-deletion page is, when it has one: Play asks for its address. */
export interface DataSafetyContext {
  accountDeletionUrl: string | null;
}

/** One Play data type and what every declared type it stands for says together. */
interface PlayDeclaration {
  question: string;
  response: string;
  labels: string[];
  purposes: Set<string>;
  shared: boolean;
  optional: boolean;
}

/**
 * Play's data types are coarser than Apple's: the types that share one are declared once, shared if any is,
 * optional only if all are, for all their purposes (Apple's "other purposes" has no Play purpose).
 */
function playDeclarations(data: readonly CollectedData[]): PlayDeclaration[] {
  const byResponse = new Map<string, PlayDeclaration>();
  for (const entry of data) {
    const { play, label } = PRIVACY_DATA_TYPES[entry.type];
    const declared = byResponse.get(play.response) ?? {
      ...play,
      labels: [],
      purposes: new Set<string>(),
      shared: false,
      optional: true,
    };
    declared.labels.push(label);
    for (const purpose of entry.purposes) {
      const playPurpose = PRIVACY_PURPOSES[purpose].play;
      if (playPurpose) declared.purposes.add(playPurpose);
    }
    declared.shared ||= entry.sharedWithThirdParties;
    declared.optional &&= entry.optional;
    byResponse.set(play.response, declared);
  }
  return [...byResponse.values()];
}

const chosen = (
  question: string,
  response: string,
  requirement: AnswerRequirement,
  label: string,
): DataSafetyRow => ({ question, response, value: 'true', requirement, label });

function usageRows(declared: PlayDeclaration): DataSafetyRow[] {
  const usage = `PSL_DATA_USAGE_RESPONSES:${declared.response}`;
  const name = `Data usage and handling (${declared.labels.join(', ')})`;
  const purposes = [...declared.purposes].sort();
  const rows = [
    chosen(
      `${usage}:PSL_DATA_USAGE_COLLECTION_AND_SHARING`,
      'PSL_DATA_USAGE_ONLY_COLLECTED',
      'MULTIPLE_CHOICE',
      `${name} / Collected`,
    ),
  ];
  if (declared.shared) {
    rows.push(
      chosen(
        `${usage}:PSL_DATA_USAGE_COLLECTION_AND_SHARING`,
        'PSL_DATA_USAGE_ONLY_SHARED',
        'MULTIPLE_CHOICE',
        `${name} / Shared`,
      ),
    );
  }
  // The declaration keeps what it collects: nothing it lists is processed only ephemerally.
  rows.push({
    question: `${usage}:PSL_DATA_USAGE_EPHEMERAL`,
    response: '',
    value: 'false',
    requirement: 'MAYBE_REQUIRED',
    label: `${name} / Is this data processed ephemerally?`,
  });
  rows.push(
    chosen(
      `${usage}:DATA_USAGE_USER_CONTROL`,
      declared.optional
        ? 'PSL_DATA_USAGE_USER_CONTROL_OPTIONAL'
        : 'PSL_DATA_USAGE_USER_CONTROL_REQUIRED',
      'SINGLE_CHOICE',
      `${name} / ${declared.optional ? 'Users can choose whether it is collected' : 'Required'}`,
    ),
  );
  for (const purpose of purposes) {
    rows.push(
      chosen(
        `${usage}:DATA_USAGE_COLLECTION_PURPOSE`,
        purpose,
        'MULTIPLE_CHOICE',
        `${name} / Collection purpose`,
      ),
    );
  }
  if (declared.shared) {
    for (const purpose of purposes) {
      rows.push(
        chosen(
          `${usage}:DATA_USAGE_SHARING_PURPOSE`,
          purpose,
          'MULTIPLE_CHOICE',
          `${name} / Sharing purpose`,
        ),
      );
    }
  }
  return rows;
}

/**
 * The declaration's answers to the Play Console's Data safety form, as rows of its CSV import: whether the app
 * collects data; if it does, encryption in transit, deletion requests (with the account-deletion page), each
 * Play data type it collects and that type's handling and purposes. Only answered questions have a row; the
 * form's other questions (account creation, independent review, …) are left to the Play Console.
 */
export function dataSafetyRows(
  declaration: PrivacyDeclaration,
  { accountDeletionUrl }: DataSafetyContext,
): DataSafetyRow[] {
  const rows: DataSafetyRow[] = [
    {
      question: 'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA',
      response: '',
      value: String(declaration.collectsData),
      requirement: 'REQUIRED',
      label: 'Does your app collect or share any of the required user data types?',
    },
  ];
  if (!declaration.collectsData) return rows;
  rows.push({
    question: 'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT',
    response: '',
    value: String(declaration.encryptedInTransit),
    requirement: 'MAYBE_REQUIRED',
    label: 'Is all of the user data collected by your app encrypted in transit?',
  });
  rows.push(
    chosen(
      'PSL_SUPPORT_DATA_DELETION_BY_USER',
      declaration.deletionRequests ? 'DATA_DELETION_YES' : 'DATA_DELETION_NO',
      'SINGLE_CHOICE',
      `Do you provide a way for users to request that their data is deleted? / ${declaration.deletionRequests ? 'Yes' : 'No'}`,
    ),
  );
  if (accountDeletionUrl) {
    rows.push({
      question: 'PSL_ACCOUNT_DELETION_URL',
      response: '',
      value: accountDeletionUrl,
      requirement: 'MAYBE_REQUIRED',
      label: 'Delete account URL',
    });
  }
  const declared = playDeclarations(declaration.data);
  for (const { question, response, labels } of declared) {
    rows.push(chosen(question, response, 'MULTIPLE_CHOICE', `Data types / ${labels.join(', ')}`));
  }
  for (const type of declared) rows.push(...usageRows(type));
  return rows;
}

/** The rows as the CSV file the Play Console imports (RFC 4180, CRLF). */
export function dataSafetyCsv(declaration: PrivacyDeclaration, context: DataSafetyContext): string {
  return csvText(
    DATA_SAFETY_HEADER,
    dataSafetyRows(declaration, context).map((row) => [
      row.question,
      row.response,
      row.value,
      row.requirement,
      row.label,
    ]),
  );
}

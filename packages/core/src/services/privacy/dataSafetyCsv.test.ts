import {
  PRIVACY_DATA_TYPE_IDS,
  PRIVACY_DATA_TYPES,
  PRIVACY_PURPOSE_IDS,
  PRIVACY_PURPOSES,
  type CollectedData,
  type PrivacyDeclaration,
} from '@studio/schemas';
import { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from '@studio/schemas/testing';
import { DATA_SAFETY_HEADER, dataSafetyCsv, dataSafetyRows } from './dataSafetyCsv';

// The Play Console's Data safety template: its data types (question of the group, response id) and
// purposes, as public exports of it show them (README: "Google Play's Data safety CSV").
const PLAY_DATA_TYPES = {
  PSL_DATA_TYPES_PERSONAL: [
    'PSL_NAME',
    'PSL_EMAIL',
    'PSL_USER_ACCOUNT',
    'PSL_ADDRESS',
    'PSL_PHONE',
    'PSL_RACE_ETHNICITY',
    'PSL_POLITICAL_RELIGIOUS',
    'PSL_SEXUAL_ORIENTATION_GENDER_IDENTITY',
    'PSL_OTHER_PERSONAL',
  ],
  PSL_DATA_TYPES_FINANCIAL: [
    'PSL_CREDIT_DEBIT_BANK_ACCOUNT_NUMBER',
    'PSL_PURCHASE_HISTORY',
    'PSL_CREDIT_SCORE',
    'PSL_OTHER',
  ],
  PSL_DATA_TYPES_LOCATION: ['PSL_APPROX_LOCATION', 'PSL_PRECISE_LOCATION'],
  PSL_DATA_TYPES_SEARCH_AND_BROWSING: ['PSL_WEB_BROWSING_HISTORY'],
  PSL_DATA_TYPES_EMAIL_AND_TEXT: ['PSL_EMAILS', 'PSL_SMS_CALL_LOG', 'PSL_OTHER_MESSAGES'],
  PSL_DATA_TYPES_PHOTOS_AND_VIDEOS: ['PSL_PHOTOS', 'PSL_VIDEOS'],
  PSL_DATA_TYPES_AUDIO: ['PSL_AUDIO', 'PSL_MUSIC', 'PSL_OTHER_AUDIO'],
  PSL_DATA_TYPES_HEALTH_AND_FITNESS: ['PSL_HEALTH', 'PSL_FITNESS'],
  PSL_DATA_TYPES_CONTACTS: ['PSL_CONTACTS'],
  PSL_DATA_TYPES_CALENDAR: ['PSL_CALENDAR'],
  PSL_DATA_TYPES_APP_PERFORMANCE: [
    'PSL_CRASH_LOGS',
    'PSL_PERFORMANCE_DIAGNOSTICS',
    'PSL_OTHER_PERFORMANCE',
  ],
  PSL_DATA_TYPES_FILES_AND_DOCS: ['PSL_FILES_AND_DOCS'],
  PSL_DATA_TYPES_APP_ACTIVITY: [
    'PSL_USER_INTERACTION',
    'PSL_IN_APP_SEARCH_HISTORY',
    'PSL_APPS_ON_DEVICE',
    'PSL_USER_GENERATED_CONTENT',
    'PSL_OTHER_APP_ACTIVITY',
  ],
  PSL_DATA_TYPES_IDENTIFIERS: ['PSL_DEVICE_ID'],
} as Record<string, string[]>;
const PLAY_PURPOSES = [
  'PSL_APP_FUNCTIONALITY',
  'PSL_ANALYTICS',
  'PSL_DEVELOPER_COMMUNICATIONS',
  'PSL_FRAUD_PREVENTION_SECURITY',
  'PSL_ADVERTISING',
  'PSL_PERSONALIZATION',
  'PSL_ACCOUNT_MANAGEMENT',
];
const REQUIREMENTS = ['REQUIRED', 'MAYBE_REQUIRED', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'OPTIONAL'];
const USAGE_QUESTIONS = [
  'PSL_DATA_USAGE_COLLECTION_AND_SHARING',
  'PSL_DATA_USAGE_EPHEMERAL',
  'DATA_USAGE_USER_CONTROL',
  'DATA_USAGE_COLLECTION_PURPOSE',
  'DATA_USAGE_SHARING_PURPOSE',
];

const data = collectedData;

const collecting = (entries: CollectedData[]): PrivacyDeclaration =>
  collectingDeclaration(entries, { deletionRequests: true });

const NO_PAGE = { accountDeletionUrl: null };

/** The rows as (question | response) → value. */
function answers(declaration: PrivacyDeclaration, accountDeletionUrl: string | null = null) {
  return Object.fromEntries(
    dataSafetyRows(declaration, { accountDeletionUrl }).map((row) => [
      `${row.question}|${row.response}`,
      row.value,
    ]),
  );
}

describe("Google Play's Data safety CSV", () => {
  it("maps every data type and purpose to one of Play's", () => {
    for (const id of PRIVACY_DATA_TYPE_IDS) {
      const { question, response } = PRIVACY_DATA_TYPES[id].play;
      expect(PLAY_DATA_TYPES[question]).toContain(response);
    }
    for (const id of PRIVACY_PURPOSE_IDS) {
      const play = PRIVACY_PURPOSES[id].play;
      if (play !== null) expect(PLAY_PURPOSES).toContain(play);
    }
  });

  it('has the import’s five columns, a CRLF after every line and five cells on each', () => {
    const csv = dataSafetyCsv(collecting([data('EMAIL_ADDRESS')]), {
      accountDeletionUrl: 'https://studio.example/apps/a/account-deletion',
    });
    const lines = csv.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(DATA_SAFETY_HEADER.join(','));
    expect(DATA_SAFETY_HEADER).toEqual([
      'Question ID (machine readable)',
      'Response ID (machine readable)',
      'Response value',
      'Answer requirement',
      'Human-friendly question label',
    ]);
    for (const line of lines.slice(1)) {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.filter((cell) => cell !== '');
      expect(cells).toHaveLength(5);
    }
  });

  it('answers each question by its ids, with a known requirement and a label', () => {
    const rows = dataSafetyRows(
      collecting([data('PRECISE_LOCATION', { sharedWithThirdParties: true, optional: true })]),
      NO_PAGE,
    );
    for (const row of rows) {
      expect(REQUIREMENTS).toContain(row.requirement);
      expect(row.label).not.toBe('');
      const usage = /^PSL_DATA_USAGE_RESPONSES:([A-Z_]+):([A-Z_]+)$/.exec(row.question);
      if (usage) {
        expect(Object.values(PLAY_DATA_TYPES).flat()).toContain(usage[1]);
        expect(USAGE_QUESTIONS).toContain(usage[2]);
      }
    }
  });

  it('says only that an app that collects nothing collects nothing', () => {
    expect(dataSafetyCsv(NO_DATA_DECLARATION, NO_PAGE)).toBe(
      `${DATA_SAFETY_HEADER.join(',')}\r\nPSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA,,false,REQUIRED,Does your app collect or share any of the required user data types?\r\n`,
    );
  });

  it("declares a type with its handling, purposes and the app's answers", () => {
    expect(
      answers(
        collecting([
          data('PRECISE_LOCATION', {
            purposes: ['ANALYTICS', 'THIRD_PARTY_ADVERTISING'],
            sharedWithThirdParties: true,
            optional: true,
          }),
        ]),
        'https://studio.example/apps/a/account-deletion',
      ),
    ).toEqual({
      'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA|': 'true',
      'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT|': 'true',
      'PSL_SUPPORT_DATA_DELETION_BY_USER|DATA_DELETION_YES': 'true',
      'PSL_ACCOUNT_DELETION_URL|': 'https://studio.example/apps/a/account-deletion',
      'PSL_DATA_TYPES_LOCATION|PSL_PRECISE_LOCATION': 'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:PSL_DATA_USAGE_COLLECTION_AND_SHARING|PSL_DATA_USAGE_ONLY_COLLECTED':
        'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:PSL_DATA_USAGE_COLLECTION_AND_SHARING|PSL_DATA_USAGE_ONLY_SHARED':
        'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:PSL_DATA_USAGE_EPHEMERAL|': 'false',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:DATA_USAGE_USER_CONTROL|PSL_DATA_USAGE_USER_CONTROL_OPTIONAL':
        'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:DATA_USAGE_COLLECTION_PURPOSE|PSL_ADVERTISING':
        'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:DATA_USAGE_COLLECTION_PURPOSE|PSL_ANALYTICS':
        'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:DATA_USAGE_SHARING_PURPOSE|PSL_ADVERTISING':
        'true',
      'PSL_DATA_USAGE_RESPONSES:PSL_PRECISE_LOCATION:DATA_USAGE_SHARING_PURPOSE|PSL_ANALYTICS':
        'true',
    });
  });

  it('declares a Play type that several declared types share once, with what they say together', () => {
    const rows = answers(
      collecting([
        data('GAMEPLAY_CONTENT', { optional: true }),
        data('OTHER_USER_CONTENT', { purposes: ['ANALYTICS'], sharedWithThirdParties: true }),
      ]),
    );
    const usage = 'PSL_DATA_USAGE_RESPONSES:PSL_USER_GENERATED_CONTENT';
    expect(rows['PSL_DATA_TYPES_APP_ACTIVITY|PSL_USER_GENERATED_CONTENT']).toBe('true');
    expect(rows[`${usage}:PSL_DATA_USAGE_COLLECTION_AND_SHARING|PSL_DATA_USAGE_ONLY_SHARED`]).toBe(
      'true',
    );
    expect(rows[`${usage}:DATA_USAGE_USER_CONTROL|PSL_DATA_USAGE_USER_CONTROL_REQUIRED`]).toBe(
      'true',
    );
    expect(rows[`${usage}:DATA_USAGE_USER_CONTROL|PSL_DATA_USAGE_USER_CONTROL_OPTIONAL`]).toBe(
      undefined,
    );
    expect(rows[`${usage}:DATA_USAGE_COLLECTION_PURPOSE|PSL_APP_FUNCTIONALITY`]).toBe('true');
    expect(rows[`${usage}:DATA_USAGE_COLLECTION_PURPOSE|PSL_ANALYTICS`]).toBe('true');
  });

  it('says no to deletion requests, and leaves out the sharing of data not shared', () => {
    const rows = answers({ ...collecting([data('DEVICE_ID')]), deletionRequests: false });
    expect(rows['PSL_SUPPORT_DATA_DELETION_BY_USER|DATA_DELETION_NO']).toBe('true');
    expect(rows['PSL_ACCOUNT_DELETION_URL|']).toBeUndefined();
    expect(Object.keys(rows).some((key) => key.includes('SHARING_PURPOSE'))).toBe(false);
  });
});

import { PRIVACY_DATA_TYPE_IDS, PRIVACY_PURPOSE_IDS, type CollectedData } from '@studio/schemas';
import { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from '@studio/schemas/testing';
import { appPrivacyDetails, appPrivacyDetailsJson } from './appPrivacyDetails';

// The identifiers fastlane's spaceship knows (spaceship/lib/spaceship/connect_api/models/app_data_usage_*.rb,
// "Found at https://appstoreconnect.apple.com/iris/v1/…"): the only values App Store Connect takes.
const APPLE_CATEGORIES = [
  'PAYMENT_INFORMATION',
  'CREDIT_AND_FRAUD',
  'OTHER_FINANCIAL_INFO',
  'PRECISE_LOCATION',
  'SENSITIVE_INFO',
  'PHYSICAL_ADDRESS',
  'EMAIL_ADDRESS',
  'NAME',
  'PHONE_NUMBER',
  'OTHER_CONTACT_INFO',
  'CONTACTS',
  'EMAILS_OR_TEXT_MESSAGES',
  'PHOTOS_OR_VIDEOS',
  'AUDIO',
  'GAMEPLAY_CONTENT',
  'CUSTOMER_SUPPORT',
  'OTHER_USER_CONTENT',
  'BROWSING_HISTORY',
  'SEARCH_HISTORY',
  'USER_ID',
  'DEVICE_ID',
  'PURCHASE_HISTORY',
  'PRODUCT_INTERACTION',
  'ADVERTISING_DATA',
  'OTHER_USAGE_DATA',
  'CRASH_DATA',
  'PERFORMANCE_DATA',
  'OTHER_DIAGNOSTIC_DATA',
  'OTHER_DATA',
  'HEALTH',
  'FITNESS',
  'COARSE_LOCATION',
];
const APPLE_PURPOSES = [
  'THIRD_PARTY_ADVERTISING',
  'DEVELOPERS_ADVERTISING',
  'ANALYTICS',
  'PRODUCT_PERSONALIZATION',
  'APP_FUNCTIONALITY',
  'OTHER_PURPOSES',
];
const APPLE_PROTECTIONS = [
  'DATA_USED_TO_TRACK_YOU',
  'DATA_LINKED_TO_YOU',
  'DATA_NOT_LINKED_TO_YOU',
  'DATA_NOT_COLLECTED',
];

/** A data type not linked to the user unless `changes` say so. */
const data = (type: CollectedData['type'], changes: Partial<CollectedData> = {}): CollectedData =>
  collectedData(type, { linkedToUser: false, ...changes });

const collecting = collectingDeclaration;

describe("fastlane's app_privacy_details.json", () => {
  it("names data types and purposes by Apple's identifiers, every one of them", () => {
    expect([...PRIVACY_DATA_TYPE_IDS].sort()).toEqual([...APPLE_CATEGORIES].sort());
    expect([...PRIVACY_PURPOSE_IDS].sort()).toEqual([...APPLE_PURPOSES].sort());
  });

  it('is one entry per data type, sorted by category, with sorted purposes and protections', () => {
    const details = appPrivacyDetails(
      collecting([
        data('PRECISE_LOCATION', {
          purposes: ['THIRD_PARTY_ADVERTISING', 'APP_FUNCTIONALITY'],
          linkedToUser: true,
          usedForTracking: true,
        }),
        data('CRASH_DATA', { purposes: ['ANALYTICS'] }),
      ]),
    );
    expect(details).toEqual([
      {
        category: 'CRASH_DATA',
        purposes: ['ANALYTICS'],
        data_protections: ['DATA_NOT_LINKED_TO_YOU'],
      },
      {
        category: 'PRECISE_LOCATION',
        purposes: ['APP_FUNCTIONALITY', 'THIRD_PARTY_ADVERTISING'],
        data_protections: ['DATA_LINKED_TO_YOU', 'DATA_USED_TO_TRACK_YOU'],
      },
    ]);
  });

  it('holds only the fields and values fastlane reads', () => {
    const everything = collecting(
      PRIVACY_DATA_TYPE_IDS.map((type, index) =>
        data(type, {
          purposes: [...PRIVACY_PURPOSE_IDS],
          linkedToUser: index % 2 === 0,
          usedForTracking: index % 3 === 0,
        }),
      ),
    );
    for (const entry of appPrivacyDetails(everything)) {
      expect(Object.keys(entry)).toEqual(['category', 'purposes', 'data_protections']);
      if (!('category' in entry)) throw new Error('a collected type has its category');
      expect(APPLE_CATEGORIES).toContain(entry.category);
      for (const purpose of entry.purposes) expect(APPLE_PURPOSES).toContain(purpose);
      for (const protection of entry.data_protections) {
        expect(APPLE_PROTECTIONS).toContain(protection);
      }
      // Linked or not linked, never both, and "not collected" only alone.
      expect(
        entry.data_protections.filter(
          (p) => p === 'DATA_LINKED_TO_YOU' || p === 'DATA_NOT_LINKED_TO_YOU',
        ),
      ).toHaveLength(1);
    }
  });

  it('is the one DATA_NOT_COLLECTED entry for an app that collects nothing', () => {
    expect(appPrivacyDetailsJson(NO_DATA_DECLARATION)).toBe(
      '[\n  {\n    "data_protections": [\n      "DATA_NOT_COLLECTED"\n    ]\n  }\n]\n',
    );
  });
});

/**
 * The one table of the data an app can declare it collects (issue 37): each data type by Apple's identifier
 * (App Store Connect's `appDataUsageCategories`, as fastlane's spaceship names them), the Google Play Data
 * safety type it is declared as (the question of its group and the type's response id in the Play Console's
 * CSV), its group and its readable label. Several Apple types can share one Play type (Play's is coarser):
 * the CSV declares the Play type once, with what they say together. Free of zod: the public privacy page reads
 * the labels.
 */
export const PRIVACY_DATA_GROUPS = {
  contactInfo: 'Contact info',
  healthAndFitness: 'Health and fitness',
  financialInfo: 'Financial info',
  location: 'Location',
  sensitiveInfo: 'Sensitive info',
  contacts: 'Contacts',
  userContent: 'User content',
  browsingHistory: 'Browsing history',
  searchHistory: 'Search history',
  identifiers: 'Identifiers',
  purchases: 'Purchases',
  usageData: 'Usage data',
  diagnostics: 'Diagnostics',
  otherData: 'Other data',
} as const;
export type PrivacyDataGroup = keyof typeof PRIVACY_DATA_GROUPS;

/** Google Play's place for a type: its group's question and the type's response id. */
export interface PlayDataType {
  question: string;
  response: string;
}

export interface PrivacyDataTypeEntry {
  group: PrivacyDataGroup;
  label: string;
  play: PlayDataType;
}

const play = (group: string, response: string): PlayDataType => ({
  question: `PSL_DATA_TYPES_${group}`,
  response,
});

/** In Apple's order of App Store Connect's questionnaire; the key is Apple's identifier. */
export const PRIVACY_DATA_TYPES = {
  NAME: { group: 'contactInfo', label: 'Name', play: play('PERSONAL', 'PSL_NAME') },
  EMAIL_ADDRESS: {
    group: 'contactInfo',
    label: 'Email address',
    play: play('PERSONAL', 'PSL_EMAIL'),
  },
  PHONE_NUMBER: {
    group: 'contactInfo',
    label: 'Phone number',
    play: play('PERSONAL', 'PSL_PHONE'),
  },
  PHYSICAL_ADDRESS: {
    group: 'contactInfo',
    label: 'Physical address',
    play: play('PERSONAL', 'PSL_ADDRESS'),
  },
  OTHER_CONTACT_INFO: {
    group: 'contactInfo',
    label: 'Other contact info',
    play: play('PERSONAL', 'PSL_OTHER_PERSONAL'),
  },
  HEALTH: {
    group: 'healthAndFitness',
    label: 'Health',
    play: play('HEALTH_AND_FITNESS', 'PSL_HEALTH'),
  },
  FITNESS: {
    group: 'healthAndFitness',
    label: 'Fitness',
    play: play('HEALTH_AND_FITNESS', 'PSL_FITNESS'),
  },
  PAYMENT_INFORMATION: {
    group: 'financialInfo',
    label: 'Payment info',
    play: play('FINANCIAL', 'PSL_CREDIT_DEBIT_BANK_ACCOUNT_NUMBER'),
  },
  CREDIT_AND_FRAUD: {
    group: 'financialInfo',
    label: 'Credit info',
    play: play('FINANCIAL', 'PSL_CREDIT_SCORE'),
  },
  OTHER_FINANCIAL_INFO: {
    group: 'financialInfo',
    label: 'Other financial info',
    play: play('FINANCIAL', 'PSL_OTHER'),
  },
  PRECISE_LOCATION: {
    group: 'location',
    label: 'Precise location',
    play: play('LOCATION', 'PSL_PRECISE_LOCATION'),
  },
  COARSE_LOCATION: {
    group: 'location',
    label: 'Coarse location',
    play: play('LOCATION', 'PSL_APPROX_LOCATION'),
  },
  // Play has no "sensitive info" of Apple's breadth: its "other personal info" takes it.
  SENSITIVE_INFO: {
    group: 'sensitiveInfo',
    label: 'Sensitive info',
    play: play('PERSONAL', 'PSL_OTHER_PERSONAL'),
  },
  CONTACTS: { group: 'contacts', label: 'Contacts', play: play('CONTACTS', 'PSL_CONTACTS') },
  EMAILS_OR_TEXT_MESSAGES: {
    group: 'userContent',
    label: 'Emails or text messages',
    play: play('EMAIL_AND_TEXT', 'PSL_EMAILS'),
  },
  PHOTOS_OR_VIDEOS: {
    group: 'userContent',
    label: 'Photos or videos',
    play: play('PHOTOS_AND_VIDEOS', 'PSL_PHOTOS'),
  },
  AUDIO: { group: 'userContent', label: 'Audio data', play: play('AUDIO', 'PSL_AUDIO') },
  GAMEPLAY_CONTENT: {
    group: 'userContent',
    label: 'Gameplay content',
    play: play('APP_ACTIVITY', 'PSL_USER_GENERATED_CONTENT'),
  },
  CUSTOMER_SUPPORT: {
    group: 'userContent',
    label: 'Customer support',
    play: play('EMAIL_AND_TEXT', 'PSL_OTHER_MESSAGES'),
  },
  OTHER_USER_CONTENT: {
    group: 'userContent',
    label: 'Other user content',
    play: play('APP_ACTIVITY', 'PSL_USER_GENERATED_CONTENT'),
  },
  BROWSING_HISTORY: {
    group: 'browsingHistory',
    label: 'Browsing history',
    play: play('SEARCH_AND_BROWSING', 'PSL_WEB_BROWSING_HISTORY'),
  },
  SEARCH_HISTORY: {
    group: 'searchHistory',
    label: 'Search history',
    play: play('APP_ACTIVITY', 'PSL_IN_APP_SEARCH_HISTORY'),
  },
  USER_ID: { group: 'identifiers', label: 'User ID', play: play('PERSONAL', 'PSL_USER_ACCOUNT') },
  DEVICE_ID: {
    group: 'identifiers',
    label: 'Device ID',
    play: play('IDENTIFIERS', 'PSL_DEVICE_ID'),
  },
  PURCHASE_HISTORY: {
    group: 'purchases',
    label: 'Purchase history',
    play: play('FINANCIAL', 'PSL_PURCHASE_HISTORY'),
  },
  PRODUCT_INTERACTION: {
    group: 'usageData',
    label: 'Product interaction',
    play: play('APP_ACTIVITY', 'PSL_USER_INTERACTION'),
  },
  ADVERTISING_DATA: {
    group: 'usageData',
    label: 'Advertising data',
    play: play('APP_ACTIVITY', 'PSL_OTHER_APP_ACTIVITY'),
  },
  OTHER_USAGE_DATA: {
    group: 'usageData',
    label: 'Other usage data',
    play: play('APP_ACTIVITY', 'PSL_OTHER_APP_ACTIVITY'),
  },
  CRASH_DATA: {
    group: 'diagnostics',
    label: 'Crash data',
    play: play('APP_PERFORMANCE', 'PSL_CRASH_LOGS'),
  },
  PERFORMANCE_DATA: {
    group: 'diagnostics',
    label: 'Performance data',
    play: play('APP_PERFORMANCE', 'PSL_PERFORMANCE_DIAGNOSTICS'),
  },
  OTHER_DIAGNOSTIC_DATA: {
    group: 'diagnostics',
    label: 'Other diagnostic data',
    play: play('APP_PERFORMANCE', 'PSL_OTHER_PERFORMANCE'),
  },
  // Play has no "other data" type: "other app activity" takes it.
  OTHER_DATA: {
    group: 'otherData',
    label: 'Other data',
    play: play('APP_ACTIVITY', 'PSL_OTHER_APP_ACTIVITY'),
  },
} as const satisfies Record<string, PrivacyDataTypeEntry>;
export type PrivacyDataType = keyof typeof PRIVACY_DATA_TYPES;
export const PRIVACY_DATA_TYPE_IDS = Object.keys(PRIVACY_DATA_TYPES) as [
  PrivacyDataType,
  ...PrivacyDataType[],
];

/**
 * What the data is used for: Apple's purposes (`appDataUsagePurposes`) with their label and Google Play's
 * purpose (its response id). Apple's "other purposes" has no Play counterpart: Play declares none for it.
 */
export const PRIVACY_PURPOSES = {
  THIRD_PARTY_ADVERTISING: { label: 'Third-party advertising', play: 'PSL_ADVERTISING' },
  DEVELOPERS_ADVERTISING: {
    label: "Developer's advertising or marketing",
    play: 'PSL_ADVERTISING',
  },
  ANALYTICS: { label: 'Analytics', play: 'PSL_ANALYTICS' },
  PRODUCT_PERSONALIZATION: { label: 'Product personalization', play: 'PSL_PERSONALIZATION' },
  APP_FUNCTIONALITY: { label: 'App functionality', play: 'PSL_APP_FUNCTIONALITY' },
  OTHER_PURPOSES: { label: 'Other purposes', play: null },
} as const satisfies Record<string, { label: string; play: string | null }>;
export type PrivacyPurpose = keyof typeof PRIVACY_PURPOSES;
export const PRIVACY_PURPOSE_IDS = Object.keys(PRIVACY_PURPOSES) as [
  PrivacyPurpose,
  ...PrivacyPurpose[],
];

import { z } from 'zod';
import { optionalTextSchema, optionalWebAddressSchema, webAddressMessage } from './common';
import { cutToLimit, STORE_TEXT_LIMITS, type StoreTextLimit } from './storeTextLimits';

export const STORE_LISTING_MESSAGES = {
  subtitle: 'Subtitle must be at most 30 characters (the App Store’s limit)',
  keywords:
    'Keywords must be at most 100 bytes (the App Store’s limit; most letters are 1 byte, CJK 3)',
  promotionalText: 'Promotional text must be at most 170 characters (the App Store’s limit)',
  marketingUrl: webAddressMessage('Marketing URL'),
} as const;

function withinLimit(limit: StoreTextLimit, message: string) {
  return optionalTextSchema.refine(
    (text) => text === null || !cutToLimit(text, limit).cut,
    message,
  );
}

const appStore = STORE_TEXT_LIMITS.appStore;

/**
 * The app's texts that only the stores show (the App Store's, which fastlane deliver uploads), held to the
 * App Store's own limits so that what the admin saves is what the store takes.
 */
export const storeListingInputShape = {
  subtitle: withinLimit(appStore.subtitle, STORE_LISTING_MESSAGES.subtitle).describe(
    'The App Store subtitle, under the name',
  ),
  keywords: withinLimit(appStore.keywords, STORE_LISTING_MESSAGES.keywords).describe(
    'The App Store search keywords, separated by commas',
  ),
  promotionalText: withinLimit(
    appStore.promotionalText,
    STORE_LISTING_MESSAGES.promotionalText,
  ).describe('The App Store promotional text, above the description; changes without a review'),
  marketingUrl: optionalWebAddressSchema('Marketing URL').describe(
    'The App Store marketing page of the app',
  ),
};

export const storeListingShape = {
  subtitle: z.string().nullable(),
  keywords: z.string().nullable(),
  promotionalText: z.string().nullable(),
  marketingUrl: z.string().nullable(),
};

/**
 * What a client hears when the site's front process could not get an answer from the app behind it. Apart
 * from apiError.ts, which loads zod: the front loads none.
 */
export const APP_UNREACHABLE_MESSAGE =
  'The site could not answer just now. Please try again in a moment.';

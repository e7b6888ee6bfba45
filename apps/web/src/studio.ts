import { STUDIO_NAME } from '@studio/schemas';

/** The studio's public identity, used in the header, footer, titles and legal pages. */
export { STUDIO_NAME };
export const SUPPORT_EMAIL = 'support@pixelwave.studio';
export const X_PROFILE_URL = 'https://x.com/pixelwavestudio';
export const X_HANDLE = '@pixelwavestudio';
/** The blog feed's name, in the feed itself and in the blog pages' <link rel="alternate">. */
export const FEED_TITLE = `${STUDIO_NAME} Blog`;

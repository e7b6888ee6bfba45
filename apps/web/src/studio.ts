/** The studio's public identity, used in the header, footer, titles and legal pages. */
export const STUDIO_NAME = 'Pixelwave Studio';
export const SUPPORT_EMAIL = 'support@pixelwave.studio';
export const X_PROFILE_URL = 'https://x.com/pixelwavestudio';
export const X_HANDLE = '@pixelwavestudio';

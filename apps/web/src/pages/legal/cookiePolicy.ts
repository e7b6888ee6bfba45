import { STUDIO_NAME, SUPPORT_EMAIL } from '../../studio';
import type { LegalDocument } from './legalDocument';

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  updated: '2025-01-15',
  intro: `${STUDIO_NAME} keeps cookies to the strict minimum. This page lists what this website stores in your browser and why. We use no advertising or analytics cookies, so there is nothing to opt out of.`,
  sections: [
    {
      heading: 'Strictly necessary cookies',
      paragraphs: [
        'Session cookie: set only when a staff member signs in, to keep them signed in securely. It expires when they sign out or the session times out. The website cannot work for signed-in staff without it, so it needs no consent.',
      ],
    },
    {
      heading: 'Local storage',
      paragraphs: [
        "The website may remember display preferences, such as the colour scheme, in your browser's local storage. This never leaves your device.",
      ],
    },
    {
      heading: 'Third-party content',
      paragraphs: [
        'App pages can embed YouTube videos in privacy-enhanced mode. YouTube sets no cookies until you press play; after that, its own cookie policy applies.',
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can delete or block cookies in your browser settings. Blocking the session cookie only affects staff sign-in; the rest of the website keeps working.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about cookies? Write to ${SUPPORT_EMAIL}.`],
    },
  ],
};

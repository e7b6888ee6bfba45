import { STUDIO_NAME, SUPPORT_EMAIL } from '../../studio';
import type { LegalDocument } from './legalDocument';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2025-01-15',
  intro: `${STUDIO_NAME} collects as little personal data as possible. This policy explains what this website processes, why, and the choices you have. Each app's own privacy policy, linked from its page, covers data processed inside that app.`,
  sections: [
    {
      heading: 'Data we process',
      paragraphs: [
        'Browsing: our servers keep short-lived technical logs (IP address, browser type, page requested, time) to keep the website secure and working. We do not use analytics or advertising trackers.',
        'Staff sign-in: if you sign in, we store your username and a securely hashed password, and a session cookie keeps you signed in.',
        'Email: if you write to us, we use your address and message only to answer you.',
        'Newsletter form: the form in the footer only checks the address in your browser; it is not sent to or stored by us.',
      ],
    },
    {
      heading: 'Why we process it',
      paragraphs: [
        'We rely on our legitimate interest in running a secure website, and on your request when you contact us. We never sell your data or use it for advertising profiles.',
      ],
    },
    {
      heading: 'Embedded videos and links',
      paragraphs: [
        "Some app pages embed YouTube videos in privacy-enhanced mode (youtube-nocookie.com): YouTube sets no cookies until you play a video. Once you do, Google's privacy policy applies. Links to app stores and social networks take you to services with their own policies.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Server logs are deleted after 30 days. Sessions end when you sign out or after a period of inactivity. Support emails are kept for up to two years, then deleted.',
      ],
    },
    {
      heading: 'Where it is stored',
      paragraphs: [
        'The website and its database are hosted in the European Union. Our providers act on our instructions and are bound by data processing agreements.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask to access, correct or delete your personal data, object to or restrict its processing, or receive a copy. You may also complain to your local data protection authority.',
        `To exercise any right, email ${SUPPORT_EMAIL}. We answer within one month.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This website is not directed at children under 13 and we do not knowingly collect their personal data.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We will update this page when our practices change; the date at the top shows the latest version.',
      ],
    },
  ],
};

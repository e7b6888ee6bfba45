import { STUDIO_NAME, SUPPORT_EMAIL } from '../../studio';
import type { LegalDocument } from './legalDocument';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  updated: '2025-01-15',
  intro: `These terms govern your use of the ${STUDIO_NAME} website. By using the site you agree to them. Each of our games and apps has its own terms of use, linked from its page, which apply when you download or play it.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${STUDIO_NAME} ("we", "us") is an independent developer of mobile games and apps. You can reach us at ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: 'Using the website',
      paragraphs: [
        'You may browse the website, read our blog and view information about our apps for your personal, non-commercial use.',
        'You must not misuse the website: do not try to gain unauthorised access to it or to the systems behind it, disrupt it, scrape it at scale, or use it to distribute malware or unlawful content.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'Sign-in on this website is for studio staff who manage its content. If you hold an account, keep your credentials secret; you are responsible for what is done with them. We may suspend accounts that are misused.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `All names, logos, artwork, screenshots, videos and text on this website belong to ${STUDIO_NAME} or its licensors. You may share links and short quotes with attribution; any other reuse needs our written permission.`,
      ],
    },
    {
      heading: 'Purchases and app stores',
      paragraphs: [
        'Our apps are sold and distributed through third-party app stores. Purchases, subscriptions and refunds are handled by the store under its own terms; we never process payments on this website.',
      ],
    },
    {
      heading: 'Third-party links and content',
      paragraphs: [
        'The website links to app stores, social networks and embedded videos hosted by others. We are not responsible for their content or practices; their own terms and privacy policies apply.',
      ],
    },
    {
      heading: 'Disclaimer and liability',
      paragraphs: [
        'We work hard to keep the website accurate and available, but it is provided "as is", without warranties of any kind. To the extent the law allows, we are not liable for indirect or consequential losses arising from its use. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms from time to time; the date at the top shows the latest version. Continuing to use the website after a change means you accept the new terms.',
        `Questions about these terms? Write to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

import { newsletterNotices } from './newsletter';

/**
 * What a coming-soon app's "Notify me at launch" form tells the visitor: the newsletter form's checks of the
 * address, then the outcome of the sign-up (the subscriber confirms the address by e-mail first).
 */
export const launchSubscriptionNotices = {
  required: newsletterNotices.required,
  invalid: newsletterNotices.invalid,
  subscribed: {
    title: 'Check your inbox',
    message: 'Confirm your address and we will e-mail you the day it launches.',
  },
  // A failure's message is the server's own (say, too many sign-ups), as the footer shows it.
  failed: { title: 'Could not sign you up' },
} as const;
